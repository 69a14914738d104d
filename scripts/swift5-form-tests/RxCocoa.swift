// Recipes of the Swift 5 forms of RxCocoa (see README.md in this directory). Drivers and signals
// deliver on the sharing scheduler: each recipe mocks it with a `TestScheduler`, sends its events
// from an action scheduled on it, then runs it.

// form: ObservableType: bind(onNext:file:line:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let subject = PublishSubject<Int>()
let subscription = subject.bind(onNext: onNext)
subject.onNext(1)
subject.onNext(2)
subscription.dispose()
subject.onNext(3)
XCTAssertEqual(recorder.log, ["next 1", "next 2"])

// form: ObservableType: bind(with:onNext:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let subject = PublishSubject<Int>()
let subscription = subject.bind(with: owner, onNext: onNext)
subject.onNext(1)
subject.onNext(2)
subscription.dispose()
subject.onNext(3)
XCTAssertEqual(recorder.log, ["next owner 1", "next owner 2"])

// form: SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy: drive(with:onNext:onCompleted:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1)
        .drive(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onError(FormTestError("boom"))
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next owner 1", "next owner -1", "completed owner", "disposed owner"])

// form: SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy: drive(onNext:onCompleted:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let onCompleted: () -> Void = { recorder.note("completed") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).drive(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next 1", "completed", "disposed"])

// form: ObservableConvertibleType: asDriver(onErrorRecover:)
let calls = Calls<String>()
let onErrorRecover: (Error) -> Driver<Int> = { calls.record("\($0)"); return Driver.just(-1) }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let driver = subject.asDriver(onErrorRecover: onErrorRecover)
    _ = driver.asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onError(FormTestError("boom"))
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: ObservableConvertibleType: asSharedSequence(sharingStrategy:onErrorRecover:)
let calls = Calls<String>()
let onErrorRecover: (Error) -> Signal<Int> = { calls.record("\($0)"); return Signal.just(-1) }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let signal = subject.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    _ = signal.asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onError(FormTestError("boom"))
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: SharedSequenceConvertibleType: map(_:)
let calls = Calls<Int>()
let transform: (Int) -> String = { calls.record($0); return "v\($0)" }
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).map(transform).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(v1)", "next(v2)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: SharedSequenceConvertibleType: compactMap(_:)
let calls = Calls<Int>()
let transform: (Int) -> String? = { calls.record($0); return $0 % 2 == 0 ? "v\($0)" : nil }
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).compactMap(transform).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        for element in 1 ... 4 { subject.onNext(element) }
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(v2)", "next(v4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: SharedSequenceConvertibleType: filter(_:)
let calls = Calls<Int>()
let predicate: (Int) -> Bool = { calls.record($0); return $0 % 2 == 0 }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asSignal(onErrorJustReturn: -1).filter(predicate).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        for element in 1 ... 4 { subject.onNext(element) }
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(2)", "next(4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: SharedSequenceConvertibleType: flatMap(_:)
let calls = Calls<Int>()
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let innerSubjects = [PublishSubject<String>(), PublishSubject<String>()]
    let inners = innerSubjects.map { $0.asDriver(onErrorJustReturn: "recovered") }
    let selector: (Int) -> Driver<String> = { calls.record($0); return inners[$0] }
    _ = subject.asDriver(onErrorJustReturn: -1).flatMap(selector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(0)
        subject.onNext(1)
    }
    scheduler.scheduleAt(20) {
        innerSubjects[1].onNext("b")
        innerSubjects[0].onError(FormTestError("boom"))
        subject.onCompleted()
        innerSubjects[1].onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(b)", "next(recovered)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: SharedSequenceConvertibleType: flatMapLatest(_:)
let calls = Calls<Int>()
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let innerSubjects = [PublishSubject<String>(), PublishSubject<String>()]
    let inners = innerSubjects.map { $0.asDriver(onErrorJustReturn: "recovered") }
    let selector: (Int) -> Driver<String> = { calls.record($0); return inners[$0] }
    _ = subject.asDriver(onErrorJustReturn: -1).flatMapLatest(selector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) { subject.onNext(0) }
    scheduler.scheduleAt(20) { innerSubjects[0].onNext("a") }
    scheduler.scheduleAt(30) { subject.onNext(1) }
    scheduler.scheduleAt(40) {
        innerSubjects[0].onNext("stale")
        innerSubjects[1].onNext("b")
        subject.onCompleted()
        innerSubjects[1].onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(a)", "next(b)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: SharedSequenceConvertibleType: flatMapFirst(_:)
let calls = Calls<Int>()
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let innerSubjects = [PublishSubject<String>(), PublishSubject<String>(), PublishSubject<String>()]
    let inners = innerSubjects.map { $0.asDriver(onErrorJustReturn: "recovered") }
    let selector: (Int) -> Driver<String> = { calls.record($0); return inners[$0] }
    _ = subject.asDriver(onErrorJustReturn: -1).flatMapFirst(selector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(0)
        subject.onNext(1)
    }
    scheduler.scheduleAt(20) {
        innerSubjects[0].onNext("a")
        innerSubjects[1].onNext("b")
        innerSubjects[0].onCompleted()
    }
    scheduler.scheduleAt(30) { subject.onNext(2) }
    scheduler.scheduleAt(40) {
        innerSubjects[2].onNext("c")
        subject.onCompleted()
        innerSubjects[2].onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(a)", "next(c)", "completed"])
XCTAssertEqual(calls.arguments, [0, 2])

// form: SharedSequenceConvertibleType: do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
let log = Calls<String>()
let onNext: (Int) -> Void = { log.record("onNext \($0)") }
let afterNext: (Int) -> Void = { log.record("afterNext \($0)") }
let onCompleted: () -> Void = { log.record("onCompleted") }
let afterCompleted: () -> Void = { log.record("afterCompleted") }
let onSubscribe: () -> Void = { log.record("onSubscribe") }
let onSubscribed: () -> Void = { log.record("onSubscribed") }
let onDispose: () -> Void = { log.record("onDispose") }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let observed = subject.asDriver(onErrorJustReturn: -1).do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
    )
    XCTAssertEqual(log.arguments, [])
    _ = observed.asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onCompleted()
    }
    scheduler.start()
}
// The driver's sharing disposes of its connection (so runs `onDispose`) as the completion goes
// through it, before `afterCompleted`, as upstream.
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "onDispose", "afterCompleted",
])
XCTAssertEqual(recorder.log, ["next(1)", "completed"])

// form: SharedSequenceConvertibleType: distinctUntilChanged(_: (Element) -> Key)
let calls = Calls<Int>()
let keySelector: (Int) -> Int = { calls.record($0); return $0 / 10 }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).distinctUntilChanged(keySelector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 5, 12, 13, 3])

// form: SharedSequenceConvertibleType: distinctUntilChanged(_: (Element, Element) -> Bool)
let calls = Calls<String>()
let comparer: (Int, Int) -> Bool = { calls.record("\($0),\($1)"); return $0 / 10 == $1 / 10 }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).distinctUntilChanged(comparer).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, ["1,5", "1,12", "12,13", "12,3"])

// form: SharedSequenceConvertibleType: distinctUntilChanged(_:comparer:)
let keys = Calls<Int>()
let comparisons = Calls<String>()
let keySelector: (Int) -> Int = { keys.record($0); return $0 / 10 }
let comparer: (Int, Int) -> Bool = { comparisons.record("\($0),\($1)"); return $0 == $1 }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).distinctUntilChanged(keySelector, comparer: comparer)
        .asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        for element in [1, 5, 12] { subject.onNext(element) }
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(12)"])
XCTAssertEqual(keys.arguments, [1, 5, 12])
XCTAssertEqual(comparisons.arguments, ["0,0", "0,1"])

// form: SharedSequenceConvertibleType: scan(_:accumulator:)
let calls = Calls<String>()
let accumulator: (Int, Int) -> Int = { calls.record("\($0)+\($1)"); return $0 + $1 }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).scan(10, accumulator: accumulator).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(11)", "next(13)", "completed"])
XCTAssertEqual(calls.arguments, ["10+1", "11+2"])

// form: SharedSequenceConvertibleType: scan(into:accumulator:)
let calls = Calls<Int>()
let accumulator: (inout [Int], Int) -> Void = { calls.record($1); $0.append($1 * 10) }
let recorder = Recorder<[Int]>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).scan(into: [], accumulator: accumulator).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next([10])", "next([10, 20])", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: SharedSequence: zip(_:_:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
    let drivers = subjects.map { $0.asDriver(onErrorJustReturn: -1) }
    _ = Driver<Int>.zip(drivers, resultSelector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subjects[0].onNext(1)
        subjects[0].onNext(10)
        subjects[1].onNext(2)
        subjects[1].onNext(20)
        subjects[0].onCompleted()
        subjects[1].onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(3)", "next(30)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2], [10, 20]])

// form: SharedSequence: combineLatest(_:_:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
    let drivers = subjects.map { $0.asDriver(onErrorJustReturn: -1) }
    _ = Driver<Int>.combineLatest(drivers, resultSelector).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[0].onNext(10)
        subjects[0].onCompleted()
        subjects[1].onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(3)", "next(12)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2], [10, 2]])

// form: SharedSequenceConvertibleType: withLatestFrom(_:resultSelector:)
let calls = Calls<String>()
let resultSelector: (Int, String) -> String = { calls.record("\($0)\($1)"); return "\($0)\($1)" }
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    let second = PublishSubject<String>()
    _ = subject.asDriver(onErrorJustReturn: -1)
        .withLatestFrom(second.asDriver(onErrorJustReturn: "?"), resultSelector: resultSelector)
        .asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) { subject.onNext(1) }
    scheduler.scheduleAt(20) { second.onNext("a") }
    scheduler.scheduleAt(30) { subject.onNext(2) }
    scheduler.scheduleAt(40) { second.onNext("b") }
    scheduler.scheduleAt(50) {
        subject.onNext(3)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(2a)", "next(3b)", "completed"])
XCTAssertEqual(calls.arguments, ["2a", "3b"])

// form: SharedSequenceConvertibleType: withUnretained(_:resultSelector:)
let owner = Owner("owner")
let calls = Calls<String>()
let resultSelector: (Owner, Int) -> String = { calls.record("\($0) \($1)"); return "\($0.name)-\($1)" }
let recorder = Recorder<String>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asDriver(onErrorJustReturn: -1).withUnretained(owner, resultSelector: resultSelector)
        .asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(owner-1)", "completed"])
XCTAssertEqual(calls.arguments, ["owner 1"])

// form: SharedSequence: deferred(_:)
let calls = Calls<String>()
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let factory: () -> Driver<Int> = {
        calls.record("factory")
        return Driver.just(calls.count * 10)
    }
    let driver = Driver<Int>.deferred(factory)
    XCTAssertEqual(calls.count, 0)
    // A driver shares one subscription of the factory's sequence while it has subscribers: the
    // second subscription comes after the first has completed.
    _ = driver.asObservable().subscribe(recorder)
    scheduler.start()
    _ = driver.asObservable().subscribe(recorder)
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(10)", "completed", "next(20)", "completed"])
XCTAssertEqual(calls.arguments, ["factory", "factory"])

// form: ObservableConvertibleType: asSignal(onErrorRecover:)
let calls = Calls<String>()
let onErrorRecover: (Error) -> Signal<Int> = { calls.record("\($0)"); return Signal.just(-1) }
let recorder = Recorder<Int>()
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asSignal(onErrorRecover: onErrorRecover).asObservable().subscribe(recorder)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onError(FormTestError("boom"))
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next(1)", "next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy: emit(with:onNext:onCompleted:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asSignal(onErrorJustReturn: -1)
        .emit(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onError(FormTestError("boom"))
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next owner 1", "next owner -1", "completed owner", "disposed owner"])

// form: SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy: emit(onNext:onCompleted:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let onCompleted: () -> Void = { recorder.note("completed") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let scheduler = TestScheduler(initialClock: 0)
SharingScheduler.mock(scheduler: scheduler) {
    let subject = PublishSubject<Int>()
    _ = subject.asSignal(onErrorJustReturn: -1).emit(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    scheduler.scheduleAt(10) {
        subject.onNext(1)
        subject.onCompleted()
    }
    scheduler.start()
}
XCTAssertEqual(recorder.log, ["next 1", "completed", "disposed"])
