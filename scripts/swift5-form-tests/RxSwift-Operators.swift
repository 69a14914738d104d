// Recipes of the Swift 5 forms of RxSwift's Observable operators (see README.md in this
// directory). The sources are subjects that receive their events after the operator's call and
// the subscription have returned.

// form: ObservableType: catch(_:)
let calls = Calls<String>()
let recovery = PublishSubject<Int>()
let handler: (Error) throws -> Observable<Int> = { calls.record("\($0)"); return recovery.asObservable() }
let subject = PublishSubject<Int>()
let caught = subject.catch(handler)
let recorder = Recorder<Int>()
let subscription = caught.subscribe(recorder)
subject.onNext(1)
subject.onError(FormTestError("boom"))
recovery.onNext(2)
recovery.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: ObservableType: catchError(_:)
let calls = Calls<String>()
let recovery = PublishSubject<Int>()
let handler: (Error) throws -> Observable<Int> = { calls.record("\($0)"); return recovery.asObservable() }
let subject = PublishSubject<Int>()
let caught = subject.catchError(handler)
let recorder = Recorder<Int>()
let subscription = caught.subscribe(recorder)
subject.onNext(1)
subject.onError(FormTestError("boom"))
recovery.onNext(2)
recovery.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: ObservableType: combineLatest(_:resultSelector:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
let combined = Observable<Int>.combineLatest(subjects, resultSelector: resultSelector)
let recorder = Recorder<Int>()
let subscription = combined.subscribe(recorder)
subjects[0].onNext(1)
subjects[1].onNext(2)
subjects[0].onNext(10)
subjects[0].onCompleted()
subjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(12)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2], [10, 2]])

// form: ObservableType: zip(_:resultSelector:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
let zipped = Observable<Int>.zip(subjects, resultSelector: resultSelector)
let recorder = Recorder<Int>()
let subscription = zipped.subscribe(recorder)
subjects[0].onNext(1)
subjects[0].onNext(10)
subjects[1].onNext(2)
subjects[1].onNext(20)
subjects[0].onCompleted()
subjects[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(30)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2], [10, 20]])

// form: ObservableType: compactMap(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String? = { calls.record($0); return $0 % 2 == 0 ? "v\($0)" : nil }
let subject = PublishSubject<Int>()
let mapped = subject.compactMap(transform)
let recorder = Recorder<String>()
let subscription = mapped.subscribe(recorder)
for element in 1 ... 4 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(v2)", "next(v4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: ObservableType: distinctUntilChanged(_: (Element) throws -> Key)
let calls = Calls<Int>()
let keySelector: (Int) throws -> Int = { calls.record($0); return $0 / 10 }
let subject = PublishSubject<Int>()
let distinct = subject.distinctUntilChanged(keySelector)
let recorder = Recorder<Int>()
let subscription = distinct.subscribe(recorder)
for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 5, 12, 13, 3])

// form: ObservableType: distinctUntilChanged(_: (Element, Element) throws -> Bool)
let calls = Calls<String>()
let comparer: (Int, Int) throws -> Bool = { calls.record("\($0),\($1)"); return $0 / 10 == $1 / 10 }
let subject = PublishSubject<Int>()
let distinct = subject.distinctUntilChanged(comparer)
let recorder = Recorder<Int>()
let subscription = distinct.subscribe(recorder)
for element in [1, 5, 12, 13, 3] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, ["1,5", "1,12", "12,13", "12,3"])

// form: ObservableType: distinctUntilChanged(_:comparer:)
let keys = Calls<Int>()
let comparisons = Calls<String>()
let keySelector: (Int) throws -> Int = { keys.record($0); return $0 / 10 }
let comparer: (Int, Int) throws -> Bool = { comparisons.record("\($0),\($1)"); return $0 == $1 }
let subject = PublishSubject<Int>()
let distinct = subject.distinctUntilChanged(keySelector, comparer: comparer)
let recorder = Recorder<Int>()
let subscription = distinct.subscribe(recorder)
for element in [1, 5, 12] { subject.onNext(element) }
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(12)"])
XCTAssertEqual(keys.arguments, [1, 5, 12])
XCTAssertEqual(comparisons.arguments, ["0,0", "0,1"])

// form: ObservableType: do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
let log = Calls<String>()
let onNext: (Int) throws -> Void = { log.record("onNext \($0)") }
let afterNext: (Int) throws -> Void = { log.record("afterNext \($0)") }
let onError: (Error) throws -> Void = { log.record("onError \($0)") }
let afterError: (Error) throws -> Void = { log.record("afterError \($0)") }
let onCompleted: () throws -> Void = { log.record("onCompleted") }
let afterCompleted: () throws -> Void = { log.record("afterCompleted") }
let onSubscribe: () -> Void = { log.record("onSubscribe") }
let onSubscribed: () -> Void = { log.record("onSubscribed") }
let onDispose: () -> Void = { log.record("onDispose") }
let completing = PublishSubject<Int>()
let failing = PublishSubject<Int>()
let observed = completing.do(
    onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
    onCompleted: onCompleted, afterCompleted: afterCompleted,
    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
)
let observedFailing = failing.do(onError: onError, afterError: afterError)
XCTAssertEqual(log.arguments, [])
let recorder = Recorder<Int>()
_ = observed.subscribe(recorder)
_ = observedFailing.subscribe(recorder)
completing.onNext(1)
completing.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted", "onDispose",
    "onError boom", "afterError boom",
])
XCTAssertEqual(recorder.log, ["next(1)", "completed", "error(boom)"])

// form: ObservableType: mapWithIndex(_:)
let calls = Calls<String>()
let selector: (Int, Int) throws -> String = { calls.record("\($0)@\($1)"); return "\($0)@\($1)" }
let subject = PublishSubject<Int>()
let mapped = subject.mapWithIndex(selector)
let recorder = Recorder<String>()
let subscription = mapped.subscribe(recorder)
subject.onNext(5)
subject.onNext(6)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(5@0)", "next(6@1)", "completed"])
XCTAssertEqual(calls.arguments, ["5@0", "6@1"])

// form: ObservableType: filter(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 % 2 == 0 }
let subject = PublishSubject<Int>()
let filtered = subject.filter(predicate)
let recorder = Recorder<Int>()
let subscription = filtered.subscribe(recorder)
for element in 1 ... 4 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(2)", "next(4)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3, 4])

// form: ObservableType: flatMap(_:)
let calls = Calls<Int>()
let inners = [PublishSubject<String>(), PublishSubject<String>()]
let selector: (Int) throws -> PublishSubject<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let flattened = subject.flatMap(selector)
let recorder = Recorder<String>()
let subscription = flattened.subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
inners[1].onNext("b")
inners[0].onNext("a")
subject.onCompleted()
inners[0].onCompleted()
XCTAssertEqual(recorder.log, ["next(b)", "next(a)"])
inners[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(b)", "next(a)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: ObservableType: flatMapFirst(_:)
let calls = Calls<Int>()
let inners = [PublishSubject<String>(), PublishSubject<String>(), PublishSubject<String>()]
let selector: (Int) throws -> PublishSubject<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let flattened = subject.flatMapFirst(selector)
let recorder = Recorder<String>()
let subscription = flattened.subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
inners[0].onNext("a")
inners[1].onNext("b")
inners[0].onCompleted()
subject.onNext(2)
inners[2].onNext("c")
subject.onCompleted()
inners[2].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(c)", "completed"])
XCTAssertEqual(calls.arguments, [0, 2])

// form: ObservableType: concatMap(_:)
let calls = Calls<Int>()
let inners = [PublishSubject<String>(), PublishSubject<String>()]
let selector: (Int) throws -> PublishSubject<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let concatenated = subject.concatMap(selector)
let recorder = Recorder<String>()
let subscription = concatenated.subscribe(recorder)
subject.onNext(0)
subject.onNext(1)
inners[0].onNext("a")
inners[0].onCompleted()
inners[1].onNext("b")
subject.onCompleted()
inners[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(b)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: ObservableType: groupBy(keySelector:)
let calls = Calls<Int>()
let keySelector: (Int) throws -> Int = { calls.record($0); return $0 % 2 }
let subject = PublishSubject<Int>()
let grouped = subject.groupBy(keySelector: keySelector)
let recorder = Recorder<String>()
let subscription = grouped
    .flatMap { group in group.map { "\(group.key):\($0)" } }
    .subscribe(recorder)
for element in 1 ... 3 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1:1)", "next(0:2)", "next(1:3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3])

// form: ObservableType: map(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String = { calls.record($0); return "v\($0)" }
let subject = PublishSubject<Int>()
let mapped = subject.map(transform)
let recorder = Recorder<String>()
let subscription = mapped.subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(v1)", "next(v2)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: ObservableType: multicast(makeSubject:)
let calls = Calls<String>()
let makeSubject: () -> PublishSubject<Int> = { calls.record("made"); return PublishSubject<Int>() }
let source = PublishSubject<Int>()
let connectable = source.multicast(makeSubject: makeSubject)
let first = Recorder<Int>()
let second = Recorder<Int>()
_ = connectable.subscribe(first)
_ = connectable.subscribe(second)
source.onNext(0)
let connection = connectable.connect()
source.onNext(1)
source.onNext(2)
connection.dispose()
source.onNext(3)
XCTAssertEqual(first.log, ["next(1)", "next(2)"])
XCTAssertEqual(second.log, ["next(1)", "next(2)"])
XCTAssertEqual(calls.arguments, ["made"])

// form: ObservableType: multicast(_:selector:)
let subjects = Calls<String>()
let selections = Calls<String>()
let subjectSelector: () throws -> PublishSubject<Int> = { subjects.record("subject"); return PublishSubject<Int>() }
let selector: (Observable<Int>) throws -> Observable<Int> = { shared in
    selections.record("selector")
    return Observable.merge(shared, shared)
}
let source = PublishSubject<Int>()
let multicasted = source.multicast(subjectSelector, selector: selector)
XCTAssertEqual(subjects.count, 0)
let recorder = Recorder<Int>()
let subscription = multicasted.subscribe(recorder)
source.onNext(1)
source.onNext(2)
source.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(1)", "next(2)", "next(2)", "completed"])
XCTAssertEqual(subjects.arguments, ["subject"])
XCTAssertEqual(selections.arguments, ["selector"])

// form: ObservableType: reduce(_:accumulator:mapResult:)
let accumulations = Calls<String>()
let results = Calls<Int>()
let accumulator: (Int, Int) throws -> Int = { accumulations.record("\($0)+\($1)"); return $0 + $1 }
let mapResult: (Int) throws -> String = { results.record($0); return "sum \($0)" }
let subject = PublishSubject<Int>()
let reduced = subject.reduce(0, accumulator: accumulator, mapResult: mapResult)
let recorder = Recorder<String>()
let subscription = reduced.subscribe(recorder)
for element in 1 ... 3 { subject.onNext(element) }
XCTAssertEqual(recorder.log, [])
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(sum 6)", "completed"])
XCTAssertEqual(accumulations.arguments, ["0+1", "1+2", "3+3"])
XCTAssertEqual(results.arguments, [6])

// form: ObservableType: reduce(_:accumulator:)
let accumulations = Calls<String>()
let accumulator: (Int, Int) throws -> Int = { accumulations.record("\($0)+\($1)"); return $0 + $1 }
let subject = PublishSubject<Int>()
let reduced = subject.reduce(10, accumulator: accumulator)
let recorder = Recorder<Int>()
let subscription = reduced.subscribe(recorder)
for element in 1 ... 3 { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(16)", "completed"])
XCTAssertEqual(accumulations.arguments, ["10+1", "11+2", "13+3"])

// form: ObservableType: retry(when: (Observable<Failure>) -> TriggerObservable)
let handlers = Calls<String>()
let errors = Calls<String>()
let notificationHandler: (Observable<FormTestError>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.flatMap { failure -> Observable<Int> in
        errors.record("\(failure)")
        return errors.count < 2 ? Observable.just(0) : Observable.error(failure)
    }
}
let source = Observable<Int>.of(1).concat(Observable<Int>.error(FormTestError("boom")))
let retried = source.retry(when: notificationHandler)
XCTAssertEqual(handlers.count, 0)
let recorder = Recorder<Int>()
let subscription = retried.subscribe(recorder)
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(1)", "error(boom)"])
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom", "boom"])

// form: ObservableType: retry(when: (Observable<Swift.Error>) -> TriggerObservable)
let handlers = Calls<String>()
let errors = Calls<String>()
let notificationHandler: (Observable<Error>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.flatMap { failure -> Observable<Int> in
        errors.record("\(failure)")
        return errors.count < 2 ? Observable.just(0) : Observable.error(failure)
    }
}
let source = Observable<Int>.of(1).concat(Observable<Int>.error(FormTestError("boom")))
let retried = source.retry(when: notificationHandler)
XCTAssertEqual(handlers.count, 0)
let recorder = Recorder<Int>()
let subscription = retried.subscribe(recorder)
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(1)", "error(boom)"])
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom", "boom"])

// form: ObservableType: retryWhen(_: (Observable<Failure>) -> TriggerObservable)
let handlers = Calls<String>()
let errors = Calls<String>()
let notificationHandler: (Observable<FormTestError>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.flatMap { failure -> Observable<Int> in
        errors.record("\(failure)")
        return errors.count < 2 ? Observable.just(0) : Observable.error(failure)
    }
}
let source = Observable<Int>.of(1).concat(Observable<Int>.error(FormTestError("boom")))
let retried = source.retryWhen(notificationHandler)
let recorder = Recorder<Int>()
let subscription = retried.subscribe(recorder)
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(1)", "error(boom)"])
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom", "boom"])

// form: ObservableType: retryWhen(_: (Observable<Swift.Error>) -> TriggerObservable)
let handlers = Calls<String>()
let errors = Calls<String>()
let notificationHandler: (Observable<Error>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.flatMap { failure -> Observable<Int> in
        errors.record("\(failure)")
        return errors.count < 2 ? Observable.just(0) : Observable.error(failure)
    }
}
let source = Observable<Int>.of(1).concat(Observable<Int>.error(FormTestError("boom")))
let retried = source.retryWhen(notificationHandler)
let recorder = Recorder<Int>()
let subscription = retried.subscribe(recorder)
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "next(1)", "error(boom)"])
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom", "boom"])

// form: ObservableType: scan(into:accumulator:)
let calls = Calls<Int>()
let accumulator: (inout [Int], Int) throws -> Void = { calls.record($1); $0.append($1 * 10) }
let subject = PublishSubject<Int>()
let scanned = subject.scan(into: [], accumulator: accumulator)
let recorder = Recorder<[Int]>()
let subscription = scanned.subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next([10])", "next([10, 20])", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: ObservableType: scan(_:accumulator:)
let calls = Calls<String>()
let accumulator: (Int, Int) throws -> Int = { calls.record("\($0)+\($1)"); return $0 + $1 }
let subject = PublishSubject<Int>()
let scanned = subject.scan(10, accumulator: accumulator)
let recorder = Recorder<Int>()
let subscription = scanned.subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(11)", "next(13)", "completed"])
XCTAssertEqual(calls.arguments, ["10+1", "11+2"])

// form: ObservableType: single(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 > 1 }
let subject = PublishSubject<Int>()
let single = subject.single(predicate)
let recorder = Recorder<Int>()
let subscription = single.subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
XCTAssertEqual(recorder.log, ["next(2)"])
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(2)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: ObservableType: skip(while:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let skipped = subject.skip(while: predicate)
let recorder = Recorder<Int>()
let subscription = skipped.subscribe(recorder)
for element in [1, 3, 1] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(1)", "completed"])
XCTAssertEqual(calls.arguments, [1, 3])

// form: ObservableType: skipWhile(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let skipped = subject.skipWhile(predicate)
let recorder = Recorder<Int>()
let subscription = skipped.subscribe(recorder)
for element in [1, 3, 1] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(3)", "next(1)", "completed"])
XCTAssertEqual(calls.arguments, [1, 3])

// form: ObservableType: skipWhileWithIndex(_:)
let calls = Calls<String>()
let predicate: (Int, Int) throws -> Bool = { calls.record("\($0)@\($1)"); return $1 < 2 }
let subject = PublishSubject<Int>()
let skipped = subject.skipWhileWithIndex(predicate)
let recorder = Recorder<Int>()
let subscription = skipped.subscribe(recorder)
for element in [5, 6, 7, 8] { subject.onNext(element) }
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(7)", "next(8)", "completed"])
XCTAssertEqual(calls.arguments, ["5@0", "6@1", "7@2"])

// form: ObservableType: flatMapLatest(_:)
let calls = Calls<Int>()
let inners = [PublishSubject<String>(), PublishSubject<String>()]
let selector: (Int) throws -> PublishSubject<String> = { calls.record($0); return inners[$0] }
let subject = PublishSubject<Int>()
let latest = subject.flatMapLatest(selector)
let recorder = Recorder<String>()
let subscription = latest.subscribe(recorder)
subject.onNext(0)
inners[0].onNext("a")
subject.onNext(1)
inners[0].onNext("stale")
inners[1].onNext("b")
subject.onCompleted()
inners[1].onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(a)", "next(b)", "completed"])
XCTAssertEqual(calls.arguments, [0, 1])

// form: ObservableType: take(until:behavior:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 == 3 }
let subject = PublishSubject<Int>()
let inclusive = subject.take(until: predicate, behavior: .inclusive)
let exclusive = subject.take(until: predicate)
let included = Recorder<Int>()
let excluded = Recorder<Int>()
_ = inclusive.subscribe(included)
_ = exclusive.subscribe(excluded)
for element in [1, 3, 4] { subject.onNext(element) }
XCTAssertEqual(included.log, ["next(1)", "next(3)", "completed"])
XCTAssertEqual(excluded.log, ["next(1)", "completed"])
XCTAssertEqual(calls.arguments, [1, 1, 3, 3])

// form: ObservableType: takeUntil(_:predicate:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 == 3 }
let subject = PublishSubject<Int>()
let taken = subject.takeUntil(.inclusive, predicate: predicate)
let recorder = Recorder<Int>()
_ = taken.subscribe(recorder)
for element in [1, 3, 4] { subject.onNext(element) }
XCTAssertEqual(recorder.log, ["next(1)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 3])

// form: ObservableType: take(while:behavior:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let exclusive = subject.take(while: predicate)
let inclusive = subject.take(while: predicate, behavior: .inclusive)
let excluded = Recorder<Int>()
let included = Recorder<Int>()
_ = exclusive.subscribe(excluded)
_ = inclusive.subscribe(included)
for element in [1, 2, 3, 4] { subject.onNext(element) }
XCTAssertEqual(excluded.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(included.log, ["next(1)", "next(2)", "next(3)", "completed"])
XCTAssertEqual(calls.arguments, [1, 1, 2, 2, 3, 3])

// form: ObservableType: takeWhile(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 < 3 }
let subject = PublishSubject<Int>()
let taken = subject.takeWhile(predicate)
let recorder = Recorder<Int>()
_ = taken.subscribe(recorder)
for element in [1, 2, 3, 4] { subject.onNext(element) }
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2, 3])

// form: ObservableType: takeWhileWithIndex(_:)
let calls = Calls<String>()
let predicate: (Int, Int) throws -> Bool = { calls.record("\($0)@\($1)"); return $1 < 2 }
let subject = PublishSubject<Int>()
let taken = subject.takeWhileWithIndex(predicate)
let recorder = Recorder<Int>()
_ = taken.subscribe(recorder)
for element in [5, 6, 7, 8] { subject.onNext(element) }
XCTAssertEqual(recorder.log, ["next(5)", "next(6)", "completed"])
XCTAssertEqual(calls.arguments, ["5@0", "6@1", "7@2"])

// form: ObservableType: withLatestFrom(_:resultSelector:)
let calls = Calls<String>()
let resultSelector: (Int, String) throws -> String = { calls.record("\($0)\($1)"); return "\($0)\($1)" }
let subject = PublishSubject<Int>()
let second = PublishSubject<String>()
let combined = subject.withLatestFrom(second, resultSelector: resultSelector)
let recorder = Recorder<String>()
let subscription = combined.subscribe(recorder)
subject.onNext(1)
second.onNext("a")
subject.onNext(2)
second.onNext("b")
subject.onNext(3)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(2a)", "next(3b)", "completed"])
XCTAssertEqual(calls.arguments, ["2a", "3b"])

// form: ObservableType: withUnretained(_:resultSelector:)
let owner = Owner("owner")
let calls = Calls<String>()
let resultSelector: (Owner, Int) -> String = { calls.record("\($0) \($1)"); return "\($0.name)-\($1)" }
let subject = PublishSubject<Int>()
let unretained = subject.withUnretained(owner, resultSelector: resultSelector)
let recorder = Recorder<String>()
let subscription = unretained.subscribe(recorder)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(owner-1)", "next(owner-2)", "completed"])
XCTAssertEqual(calls.arguments, ["owner 1", "owner 2"])
