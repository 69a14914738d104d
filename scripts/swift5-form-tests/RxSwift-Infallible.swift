// Recipes of the Swift 5 forms of Infallible (see README.md in this directory). The sources
// are subjects seen as infallibles, which receive their events after the subscription.

// form: InfallibleType: bind(onNext:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let subject = PublishSubject<Int>()
let subscription = subject.asInfallible(onErrorJustReturn: -1).bind(onNext: onNext)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next 1", "next -1"])

// form: InfallibleType: bind(with:onNext:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let subject = PublishSubject<Int>()
let subscription = subject.asInfallible(onErrorJustReturn: -1).bind(with: owner, onNext: onNext)
subject.onNext(1)
subject.onNext(2)
subscription.dispose()
subject.onNext(3)
XCTAssertEqual(recorder.log, ["next owner 1", "next owner 2"])

// form: InfallibleType: combineLatest(_:resultSelector:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
let sources = subjects.map { $0.asInfallible(onErrorJustReturn: -1) }
let combined = Infallible<Int>.combineLatest(sources, resultSelector: resultSelector)
let recorder = Recorder<Int>()
let subscription = combined.asObservable().subscribe(recorder)
subjects[0].onNext(1)
subjects[1].onNext(2)
subjects[0].onNext(10)
subjects[0].onCompleted()
subjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(12)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2], [10, 2]])

// form: Infallible: create(subscribe:)
let kept = Kept<(InfallibleEvent<Int>) -> Void>()
let resource = CountingResource()
let subscribe: (@escaping (InfallibleEvent<Int>) -> Void) -> Disposable = { observer in
    kept.value = observer
    return resource
}
let infallible = Infallible<Int>.create(subscribe: subscribe)
XCTAssertNil(kept.value)
let recorder = Recorder<Int>()
let subscription = infallible.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, [])
kept.value?(.next(1))
kept.value?(.next(2))
kept.value?(.completed)
kept.value?(.next(3))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(resource.disposals, 1)

// form: InfallibleType: deferred(_:)
let calls = Calls<String>()
let observableFactory: () throws -> Infallible<Int> = {
    calls.record("factory")
    return Infallible.just(calls.count * 10)
}
let infallible = Infallible<Int>.deferred(observableFactory)
XCTAssertEqual(calls.count, 0)
let recorder = Recorder<Int>()
_ = infallible.asObservable().subscribe(recorder)
_ = infallible.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(10)", "completed", "next(20)", "completed"])
XCTAssertEqual(calls.arguments, ["factory", "factory"])

// form: InfallibleType: filter(_:)
let calls = Calls<Int>()
let predicate: (Int) -> Bool = { calls.record($0); return $0 % 2 == 0 }
let subject = PublishSubject<Int>()
let filtered = subject.asInfallible(onErrorJustReturn: -1).filter(predicate)
let recorder = Recorder<Int>()
let subscription = filtered.asObservable().subscribe(recorder)
for element in 1 ... 4 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(2)", "next(4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: InfallibleType: map(_:)
let calls = Calls<Int>()
let transform: (Int) -> String = { calls.record($0); return "v\($0)" }
let subject = PublishSubject<Int>()
let mapped = subject.asInfallible(onErrorJustReturn: -1).map(transform)
let recorder = Recorder<String>()
let subscription = mapped.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(v1)", "next(v-1)", "completed"])
XCTAssertEqual(calls.arguments, [1, -1])

// form: InfallibleType: compactMap(_:)
let calls = Calls<Int>()
let transform: (Int) -> String? = { calls.record($0); return $0 % 2 == 0 ? "v\($0)" : nil }
let subject = PublishSubject<Int>()
let mapped = subject.asInfallible(onErrorJustReturn: -1).compactMap(transform)
let recorder = Recorder<String>()
let subscription = mapped.asObservable().subscribe(recorder)
for element in 1 ... 4 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(v2)", "next(v4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: InfallibleType: distinctUntilChanged(_: (Element) throws -> Key)
let calls = Calls<Int>()
let keySelector: (Int) throws -> Int = { calls.record($0); return $0 / 10 }
let subject = PublishSubject<Int>()
let distinct = subject.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(keySelector)
let recorder = Recorder<Int>()
let subscription = distinct.asObservable().subscribe(recorder)
for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 5, 12, 13, 3])

// form: InfallibleType: distinctUntilChanged(_: (Element, Element) throws -> Bool)
let calls = Calls<String>()
let comparer: (Int, Int) throws -> Bool = { calls.record("\($0),\($1)"); return $0 / 10 == $1 / 10 }
let subject = PublishSubject<Int>()
let distinct = subject.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(comparer)
let recorder = Recorder<Int>()
let subscription = distinct.asObservable().subscribe(recorder)
for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, ["1,5", "1,12", "12,13", "12,3"])

// form: InfallibleType: distinctUntilChanged(_:comparer:)
let keys = Calls<Int>()
let comparisons = Calls<String>()
let keySelector: (Int) throws -> Int = { keys.record($0); return $0 / 10 }
let comparer: (Int, Int) throws -> Bool = { comparisons.record("\($0),\($1)"); return $0 == $1 }
let subject = PublishSubject<Int>()
let distinct = subject.asInfallible(onErrorJustReturn: -1).distinctUntilChanged(keySelector, comparer: comparer)
let recorder = Recorder<Int>()
let subscription = distinct.asObservable().subscribe(recorder)
for element in [1, 5, 12] { subject.onNext(element) }
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)"])
XCTAssertEqual(keys.arguments, [1, 5, 12])
XCTAssertEqual(comparisons.arguments, ["0,0", "0,1"])

// form: InfallibleType: flatMap(_:)
let calls = Calls<Int>()
let innerSubjects = [PublishSubject<String>(), PublishSubject<String>()]
let inners = innerSubjects.map { $0.asInfallible(onErrorJustReturn: "recovered") }
let selector: (Int) -> Infallible<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let flattened = subject.asInfallible(onErrorJustReturn: -1).flatMap(selector)
let recorder = Recorder<String>()
let subscription = flattened.asObservable().subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
innerSubjects[1].onNext("b")
innerSubjects[0].onError(FormTestError("boom"))
subject.onCompleted()
innerSubjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(b)", "next(recovered)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: InfallibleType: flatMapLatest(_:)
let calls = Calls<Int>()
let innerSubjects = [PublishSubject<String>(), PublishSubject<String>()]
let inners = innerSubjects.map { $0.asInfallible(onErrorJustReturn: "recovered") }
let selector: (Int) -> Infallible<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let latest = subject.asInfallible(onErrorJustReturn: -1).flatMapLatest(selector)
let recorder = Recorder<String>()
let subscription = latest.asObservable().subscribe(recorder)
subject.onNext(0)
innerSubjects[0].onNext("a")
subject.onNext(1)
innerSubjects[0].onNext("stale")
innerSubjects[1].onNext("b")
subject.onCompleted()
innerSubjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(b)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: InfallibleType: flatMapFirst(_:)
let calls = Calls<Int>()
let innerSubjects = [PublishSubject<String>(), PublishSubject<String>(), PublishSubject<String>()]
let inners = innerSubjects.map { $0.asInfallible(onErrorJustReturn: "recovered") }
let selector: (Int) -> Infallible<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let first = subject.asInfallible(onErrorJustReturn: -1).flatMapFirst(selector)
let recorder = Recorder<String>()
let subscription = first.asObservable().subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
innerSubjects[0].onNext("a")
innerSubjects[1].onNext("b")
innerSubjects[0].onCompleted()
subject.onNext(2)
innerSubjects[2].onNext("c")
subject.onCompleted()
innerSubjects[2].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(c)", "completed"])
XCTAssertEqual(calls.arguments, [0, 2])

// form: InfallibleType: concatMap(_:)
let calls = Calls<Int>()
let innerSubjects = [PublishSubject<String>(), PublishSubject<String>()]
let inners = innerSubjects.map { $0.asInfallible(onErrorJustReturn: "recovered") }
let selector: (Int) -> Infallible<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let concatenated = subject.asInfallible(onErrorJustReturn: -1).concatMap(selector)
let recorder = Recorder<String>()
let subscription = concatenated.asObservable().subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
innerSubjects[0].onNext("a")
innerSubjects[0].onCompleted()
innerSubjects[1].onNext("b")
subject.onCompleted()
innerSubjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(b)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: InfallibleType: withLatestFrom(_:resultSelector:)
let calls = Calls<String>()
let resultSelector: (Int, String) throws -> String = { calls.record("\($0)\($1)"); return "\($0)\($1)" }
let subject = PublishSubject<Int>()
let second = PublishSubject<String>()
let combined = subject.asInfallible(onErrorJustReturn: -1)
    .withLatestFrom(second.asInfallible(onErrorJustReturn: "?"), resultSelector: resultSelector)
let recorder = Recorder<String>()
let subscription = combined.asObservable().subscribe(recorder)
subject.onNext(1)
second.onNext("a")
subject.onNext(2)
second.onNext("b")
subject.onNext(3)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(2a)", "next(3b)", "completed"])
XCTAssertEqual(calls.arguments, ["2a", "3b"])

// form: InfallibleType: scan(into:accumulator:)
let calls = Calls<Int>()
let accumulator: (inout [Int], Int) -> Void = { calls.record($1); $0.append($1 * 10) }
let subject = PublishSubject<Int>()
let scanned = subject.asInfallible(onErrorJustReturn: -1).scan(into: [], accumulator: accumulator)
let recorder = Recorder<[Int]>()
let subscription = scanned.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next([10])", "next([10, 20])", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: InfallibleType: scan(_:accumulator:)
let calls = Calls<String>()
let accumulator: (Int, Int) -> Int = { calls.record("\($0)+\($1)"); return $0 + $1 }
let subject = PublishSubject<Int>()
let scanned = subject.asInfallible(onErrorJustReturn: -1).scan(10, accumulator: accumulator)
let recorder = Recorder<Int>()
let subscription = scanned.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(11)", "next(13)", "completed"])
XCTAssertEqual(calls.arguments, ["10+1", "11+2"])

// form: InfallibleType: take(while:behavior:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let taken = subject.asInfallible(onErrorJustReturn: -1).take(while: predicate, behavior: .inclusive)
let recorder = Recorder<Int>()
_ = taken.asObservable().subscribe(recorder)
for element in [1, 2, 3, 4] { subject.onNext(element) }
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3])

// form: InfallibleType: take(until:behavior:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 == 3 }
let subject = PublishSubject<Int>()
let taken = subject.asInfallible(onErrorJustReturn: -1).take(until: predicate)
let recorder = Recorder<Int>()
_ = taken.asObservable().subscribe(recorder)
for element in [1, 3, 4] { subject.onNext(element) }
XCTAssertEqual(recorder.log, ["next(1)", "completed"])
XCTAssertEqual(calls.arguments, [1, 3])

// form: InfallibleType: skip(while:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let skipped = subject.asInfallible(onErrorJustReturn: -1).skip(while: predicate)
let recorder = Recorder<Int>()
let subscription = skipped.asObservable().subscribe(recorder)
for element in [1, 3, 1] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(1)", "completed"])
XCTAssertEqual(calls.arguments, [1, 3])

// form: InfallibleType: do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
let log = Calls<String>()
let onNext: (Int) -> Void = { log.record("onNext \($0)") }
let afterNext: (Int) -> Void = { log.record("afterNext \($0)") }
let onCompleted: () -> Void = { log.record("onCompleted") }
let afterCompleted: () -> Void = { log.record("afterCompleted") }
let onSubscribe: () -> Void = { log.record("onSubscribe") }
let onSubscribed: () -> Void = { log.record("onSubscribed") }
let onDispose: () -> Void = { log.record("onDispose") }
let subject = PublishSubject<Int>()
let observed = subject.asInfallible(onErrorJustReturn: -1).do(
    onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
)
XCTAssertEqual(log.arguments, [])
let recorder = Recorder<Int>()
_ = observed.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted", "onDispose",
])
XCTAssertEqual(recorder.log, ["next(1)", "completed"])

// form: InfallibleType: withUnretained(_:resultSelector:)
let owner = Owner("owner")
let calls = Calls<String>()
let resultSelector: (Owner, Int) -> String = { calls.record("\($0) \($1)"); return "\($0.name)-\($1)" }
let subject = PublishSubject<Int>()
let unretained = subject.asInfallible(onErrorJustReturn: -1).withUnretained(owner, resultSelector: resultSelector)
let recorder = Recorder<String>()
let subscription = unretained.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(owner-1)", "completed"])
XCTAssertEqual(calls.arguments, ["owner 1"])

// form: InfallibleType: subscribe(onNext:onCompleted:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let onCompleted: () -> Void = { recorder.note("completed") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let subject = PublishSubject<Int>()
_ = subject.asInfallible(onErrorJustReturn: -1).subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
subject.onNext(1)
subject.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["next 1", "next -1", "completed", "disposed"])

// form: InfallibleType: subscribe(with:onNext:onCompleted:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let subject = PublishSubject<Int>()
_ = subject.asInfallible(onErrorJustReturn: -1).subscribe(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(recorder.log, ["next owner 1", "completed owner", "disposed owner"])

// form: InfallibleType: subscribe(_:file:line:)
let recorder = Recorder<Int>()
let on: (Event<Int>) -> Void = { recorder.on($0) }
let subject = PublishSubject<Int>()
let subscription = subject.asInfallible(onErrorJustReturn: -1).subscribe(on)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(-1)", "completed"])

// form: ObservableConvertibleType: asInfallible(onErrorRecover:)
let calls = Calls<String>()
let onErrorRecover: (Error) -> Infallible<Int> = { calls.record("\($0)"); return Infallible.just(-1) }
let subject = PublishSubject<Int>()
let infallible = subject.asInfallible(onErrorRecover: onErrorRecover)
let recorder = Recorder<Int>()
let subscription = infallible.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])
