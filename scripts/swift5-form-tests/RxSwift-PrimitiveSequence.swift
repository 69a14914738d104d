// Recipes of the Swift 5 forms of Single, Maybe and Completable (see README.md in this
// directory). The sources are subjects seen as traits (`asSingle()`, `asMaybe()`,
// `asCompletable()`): they succeed when the subject completes, after the subscription.

// form: PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never: create(subscribe:)
let kept = Kept<(CompletableEvent) -> Void>()
let resource = CountingResource()
let subscribe: (@escaping (CompletableEvent) -> Void) -> Disposable = { observer in
    kept.value = observer
    return resource
}
let completable = Completable.create(subscribe: subscribe)
XCTAssertNil(kept.value)
let recorder = Recorder<Never>()
let subscription = completable.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, [])
kept.value?(.completed)
kept.value?(.error(FormTestError("late")))
subscription.dispose()
XCTAssertEqual(recorder.log, ["completed"])
XCTAssertEqual(resource.disposals, 1)

// form: PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never: subscribe(_:file:line:)
let recorder = Recorder<Never>()
let observer: (CompletableEvent) -> Void = { event in
    switch event {
    case .completed: recorder.note("completed")
    case let .error(error): recorder.note("error \(error)")
    }
}
let completing = PublishSubject<Never>()
let failing = PublishSubject<Never>()
_ = completing.asCompletable().subscribe(observer)
_ = failing.asCompletable().subscribe(observer)
completing.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["completed", "error boom"])

// form: PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never: subscribe(with:onCompleted:onError:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Never>()
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onError: (Owner, Error) -> Void = { recorder.note("error \($0) \($1)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let completing = PublishSubject<Never>()
let failing = PublishSubject<Never>()
_ = completing.asCompletable().subscribe(with: owner, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
_ = failing.asCompletable().subscribe(with: owner, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
completing.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["completed owner", "disposed owner", "error owner boom", "disposed owner"])

// form: PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never: subscribe(onCompleted:onError:onDisposed:file:line:)
let recorder = Recorder<Never>()
let onCompleted: () -> Void = { recorder.note("completed") }
let onError: (Error) -> Void = { recorder.note("error \($0)") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let completing = PublishSubject<Never>()
let failing = PublishSubject<Never>()
_ = completing.asCompletable().subscribe(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
_ = failing.asCompletable().subscribe(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed)
completing.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["completed", "disposed", "error boom", "disposed"])

// form: PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never: do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
let log = Calls<String>()
let onError: (Error) throws -> Void = { log.record("onError \($0)") }
let afterError: (Error) throws -> Void = { log.record("afterError \($0)") }
let onCompleted: () throws -> Void = { log.record("onCompleted") }
let afterCompleted: () throws -> Void = { log.record("afterCompleted") }
let onSubscribe: () -> Void = { log.record("onSubscribe") }
let onSubscribed: () -> Void = { log.record("onSubscribed") }
let onDispose: () -> Void = { log.record("onDispose") }
let completing = PublishSubject<Never>()
let failing = PublishSubject<Never>()
let observed = completing.asCompletable().do(
    onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
)
let observedFailing = failing.asCompletable().do(onError: onError, afterError: afterError)
XCTAssertEqual(log.arguments, [])
let recorder = Recorder<Never>()
_ = observed.asObservable().subscribe(recorder)
_ = observedFailing.asObservable().subscribe(recorder)
completing.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onCompleted", "afterCompleted", "onDispose", "onError boom", "afterError boom",
])
XCTAssertEqual(recorder.log, ["completed", "error(boom)"])

// form: PrimitiveSequenceType where Trait == MaybeTrait: create(subscribe:)
let kept = Kept<(MaybeEvent<Int>) -> Void>()
let resource = CountingResource()
let subscribe: (@escaping (MaybeEvent<Int>) -> Void) -> Disposable = { observer in
    kept.value = observer
    return resource
}
let maybe = Maybe<Int>.create(subscribe: subscribe)
XCTAssertNil(kept.value)
let recorder = Recorder<Int>()
let subscription = maybe.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, [])
kept.value?(.success(7))
kept.value?(.success(8))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(7)", "completed"])
XCTAssertEqual(resource.disposals, 1)
_ = maybe.asObservable().subscribe(recorder)
kept.value?(.completed)
XCTAssertEqual(recorder.log, ["next(7)", "completed", "completed"])

// form: PrimitiveSequenceType where Trait == MaybeTrait: subscribe(_:file:line:)
let recorder = Recorder<Int>()
let observer: (MaybeEvent<Int>) -> Void = { event in
    switch event {
    case let .success(element): recorder.note("success \(element)")
    case let .error(error): recorder.note("error \(error)")
    case .completed: recorder.note("completed")
    }
}
let succeeding = PublishSubject<Int>()
let empty = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = succeeding.asMaybe().subscribe(observer)
_ = empty.asMaybe().subscribe(observer)
_ = failing.asMaybe().subscribe(observer)
succeeding.onNext(1)
succeeding.onCompleted()
empty.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success 1", "completed", "error boom"])

// form: PrimitiveSequenceType where Trait == MaybeTrait: subscribe(with:onSuccess:onError:onCompleted:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onSuccess: (Owner, Int) -> Void = { recorder.note("success \($0) \($1)") }
let onError: (Owner, Error) -> Void = { recorder.note("error \($0) \($1)") }
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let succeeding = PublishSubject<Int>()
let empty = PublishSubject<Int>()
let failing = PublishSubject<Int>()
for subject in [succeeding, empty, failing] {
    _ = subject.asMaybe().subscribe(with: owner, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
}
succeeding.onNext(1)
succeeding.onCompleted()
empty.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, [
    "success owner 1", "disposed owner", "completed owner", "disposed owner", "error owner boom", "disposed owner",
])

// form: PrimitiveSequenceType where Trait == MaybeTrait: subscribe(onSuccess:onError:onCompleted:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onSuccess: (Int) -> Void = { recorder.note("success \($0)") }
let onError: (Error) -> Void = { recorder.note("error \($0)") }
let onCompleted: () -> Void = { recorder.note("completed") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let succeeding = PublishSubject<Int>()
let empty = PublishSubject<Int>()
let failing = PublishSubject<Int>()
for subject in [succeeding, empty, failing] {
    _ = subject.asMaybe().subscribe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
}
succeeding.onNext(1)
succeeding.onCompleted()
empty.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])

// form: PrimitiveSequenceType where Trait == MaybeTrait: map(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String = { calls.record($0); return "v\($0)" }
let subject = PublishSubject<Int>()
let mapped = subject.asMaybe().map(transform)
let recorder = Recorder<String>()
_ = mapped.asObservable().subscribe(recorder)
subject.onNext(1)
XCTAssertEqual(recorder.log, [])
subject.onCompleted()
XCTAssertEqual(recorder.log, ["next(v1)", "completed"])
XCTAssertEqual(calls.arguments, [1])

// form: PrimitiveSequenceType where Trait == MaybeTrait: filter(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 > 1 }
let kept = PublishSubject<Int>()
let dropped = PublishSubject<Int>()
let recorder = Recorder<Int>()
_ = kept.asMaybe().filter(predicate).asObservable().subscribe(recorder)
_ = dropped.asMaybe().filter(predicate).asObservable().subscribe(recorder)
kept.onNext(2)
kept.onCompleted()
dropped.onNext(1)
dropped.onCompleted()
XCTAssertEqual(recorder.log, ["next(2)", "completed", "completed"])
XCTAssertEqual(calls.arguments, [2, 1])

// form: PrimitiveSequenceType where Trait == MaybeTrait: compactMap(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String? = { calls.record($0); return $0 > 1 ? "v\($0)" : nil }
let kept = PublishSubject<Int>()
let dropped = PublishSubject<Int>()
let recorder = Recorder<String>()
_ = kept.asMaybe().compactMap(transform).asObservable().subscribe(recorder)
_ = dropped.asMaybe().compactMap(transform).asObservable().subscribe(recorder)
kept.onNext(2)
kept.onCompleted()
dropped.onNext(1)
dropped.onCompleted()
XCTAssertEqual(recorder.log, ["next(v2)", "completed", "completed"])
XCTAssertEqual(calls.arguments, [2, 1])

// form: PrimitiveSequenceType where Trait == MaybeTrait: flatMap(_:)
let calls = Calls<Int>()
let inner = PublishSubject<String>()
let selector: (Int) throws -> Maybe<String> = { calls.record($0); return inner.asMaybe() }
let subject = PublishSubject<Int>()
let flattened = subject.asMaybe().flatMap(selector)
let recorder = Recorder<String>()
_ = flattened.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(calls.arguments, [1])
XCTAssertEqual(recorder.log, [])
inner.onNext("a")
inner.onCompleted()
XCTAssertEqual(recorder.log, ["next(a)", "completed"])

// form: PrimitiveSequenceType where Trait == MaybeTrait: zip(_:resultSelector:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
let zipped = Maybe<Int>.zip(subjects.map { $0.asMaybe() }, resultSelector: resultSelector)
let recorder = Recorder<Int>()
_ = zipped.asObservable().subscribe(recorder)
subjects[0].onNext(1)
subjects[0].onCompleted()
XCTAssertEqual(recorder.log, [])
subjects[1].onNext(2)
subjects[1].onCompleted()
XCTAssertEqual(recorder.log, ["next(3)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2]])

// form: PrimitiveSequenceType where Trait == MaybeTrait: do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)
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
let succeeding = PublishSubject<Int>()
let empty = PublishSubject<Int>()
let failing = PublishSubject<Int>()
let observed = succeeding.asMaybe().do(
    onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
    onCompleted: onCompleted, afterCompleted: afterCompleted,
    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
)
let observedEmpty = empty.asMaybe().do(onCompleted: onCompleted, afterCompleted: afterCompleted)
let observedFailing = failing.asMaybe().do(onError: onError, afterError: afterError)
XCTAssertEqual(log.arguments, [])
let recorder = Recorder<Int>()
_ = observed.asObservable().subscribe(recorder)
_ = observedEmpty.asObservable().subscribe(recorder)
_ = observedFailing.asObservable().subscribe(recorder)
succeeding.onNext(1)
succeeding.onCompleted()
empty.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted", "onDispose",
    "onCompleted", "afterCompleted", "onError boom", "afterError boom",
])
XCTAssertEqual(recorder.log, ["next(1)", "completed", "completed", "error(boom)"])

// form: PrimitiveSequence: catch(_:)
let calls = Calls<String>()
let handler: (Error) throws -> Single<Int> = { calls.record("\($0)"); return Single.just(-1) }
let subject = PublishSubject<Int>()
let caught = subject.asSingle().catch(handler)
let recorder = Recorder<Int>()
_ = caught.asObservable().subscribe(recorder)
subject.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: PrimitiveSequence: catchError(_:)
let calls = Calls<String>()
let handler: (Error) throws -> Single<Int> = { calls.record("\($0)"); return Single.just(-1) }
let subject = PublishSubject<Int>()
let caught = subject.asSingle().catchError(handler)
let recorder = Recorder<Int>()
_ = caught.asObservable().subscribe(recorder)
subject.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["next(-1)", "completed"])
XCTAssertEqual(calls.arguments, ["boom"])

// form: PrimitiveSequence: retry(when: (Observable<Error>) -> TriggerObservable)
let attempts = Calls<String>()
let handlers = Calls<String>()
let errors = Calls<String>()
let attempt: () throws -> Single<Int> = {
    attempts.record("attempt")
    return attempts.count < 2 ? Single.error(FormTestError("boom")) : Single.just(7)
}
let notificationHandler: (Observable<FormTestError>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.map { errors.record("\($0)"); return 0 }
}
let retried = Single<Int>.deferred(attempt).retry(when: notificationHandler)
XCTAssertEqual(attempts.count, 0)
let recorder = Recorder<Int>()
_ = retried.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(7)", "completed"])
XCTAssertEqual(attempts.count, 2)
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom"])

// form: PrimitiveSequence: retryWhen(_: (Observable<Error>) -> TriggerObservable)
let attempts = Calls<String>()
let errors = Calls<String>()
let attempt: () throws -> Single<Int> = {
    attempts.record("attempt")
    return attempts.count < 2 ? Single.error(FormTestError("boom")) : Single.just(7)
}
let notificationHandler: (Observable<FormTestError>) -> Observable<Int> = { failures in
    failures.map { errors.record("\($0)"); return 0 }
}
let retried = Single<Int>.deferred(attempt).retryWhen(notificationHandler)
let recorder = Recorder<Int>()
_ = retried.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(7)", "completed"])
XCTAssertEqual(attempts.count, 2)
XCTAssertEqual(errors.arguments, ["boom"])

// form: PrimitiveSequence: retry(when: (Observable<Swift.Error>) -> TriggerObservable)
let attempts = Calls<String>()
let handlers = Calls<String>()
let errors = Calls<String>()
let attempt: () throws -> Single<Int> = {
    attempts.record("attempt")
    return attempts.count < 2 ? Single.error(FormTestError("boom")) : Single.just(7)
}
let notificationHandler: (Observable<Error>) -> Observable<Int> = { failures in
    handlers.record("handler")
    return failures.map { errors.record("\($0)"); return 0 }
}
let retried = Single<Int>.deferred(attempt).retry(when: notificationHandler)
let recorder = Recorder<Int>()
_ = retried.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(7)", "completed"])
XCTAssertEqual(attempts.count, 2)
XCTAssertEqual(handlers.arguments, ["handler"])
XCTAssertEqual(errors.arguments, ["boom"])

// form: PrimitiveSequence: retryWhen(_: (Observable<Swift.Error>) -> TriggerObservable)
let attempts = Calls<String>()
let errors = Calls<String>()
let attempt: () throws -> Single<Int> = {
    attempts.record("attempt")
    return attempts.count < 2 ? Single.error(FormTestError("boom")) : Single.just(7)
}
let notificationHandler: (Observable<Error>) -> Observable<Int> = { failures in
    failures.map { errors.record("\($0)"); return 0 }
}
let retried = Single<Int>.deferred(attempt).retryWhen(notificationHandler)
let recorder = Recorder<Int>()
_ = retried.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(7)", "completed"])
XCTAssertEqual(attempts.count, 2)
XCTAssertEqual(errors.arguments, ["boom"])

// form: PrimitiveSequence: deferred(_:)
let calls = Calls<String>()
let observableFactory: () throws -> Single<Int> = {
    calls.record("factory")
    return Single.just(calls.count * 10)
}
let single = Single<Int>.deferred(observableFactory)
XCTAssertEqual(calls.count, 0)
let recorder = Recorder<Int>()
_ = single.asObservable().subscribe(recorder)
_ = single.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(10)", "completed", "next(20)", "completed"])
XCTAssertEqual(calls.arguments, ["factory", "factory"])

// form: PrimitiveSequence: using(_:primitiveSequenceFactory:)
let resource = CountingResource()
let resourceCalls = Calls<String>()
let resourceFactory: () throws -> CountingResource = { resourceCalls.record("resource"); return resource }
let subject = PublishSubject<Int>()
let factoryCalls = Calls<Bool>()
let primitiveSequenceFactory: (CountingResource) throws -> Single<Int> = { made in
    factoryCalls.record(made === resource)
    return subject.asSingle()
}
let single = Single<Int>.using(resourceFactory, primitiveSequenceFactory: primitiveSequenceFactory)
XCTAssertEqual(resourceCalls.count, 0)
let recorder = Recorder<Int>()
_ = single.asObservable().subscribe(recorder)
subject.onNext(1)
XCTAssertEqual(resource.disposals, 0)
subject.onCompleted()
XCTAssertEqual(recorder.log, ["next(1)", "completed"])
XCTAssertEqual(resourceCalls.arguments, ["resource"])
XCTAssertEqual(factoryCalls.arguments, [true])
XCTAssertEqual(resource.disposals, 1)

// form: PrimitiveSequenceType where Trait == SingleTrait: create(subscribe:)
let kept = Kept<(SingleEvent<Int>) -> Void>()
let resource = CountingResource()
let subscribe: (@escaping (SingleEvent<Int>) -> Void) -> Disposable = { observer in
    kept.value = observer
    return resource
}
let single = Single<Int>.create(subscribe: subscribe)
XCTAssertNil(kept.value)
let recorder = Recorder<Int>()
let subscription = single.asObservable().subscribe(recorder)
XCTAssertEqual(recorder.log, [])
kept.value?(.success(42))
kept.value?(.success(43))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(42)", "completed"])
XCTAssertEqual(resource.disposals, 1)
_ = single.asObservable().subscribe(recorder)
kept.value?(.failure(FormTestError("boom")))
XCTAssertEqual(recorder.log, ["next(42)", "completed", "error(boom)"])

// form: PrimitiveSequenceType where Trait == SingleTrait: subscribe(_:file:line:)
let recorder = Recorder<Int>()
let observer: (SingleEvent<Int>) -> Void = { event in
    switch event {
    case let .success(element): recorder.note("success \(element)")
    case let .failure(error): recorder.note("failure \(error)")
    }
}
let succeeding = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = succeeding.asSingle().subscribe(observer)
_ = failing.asSingle().subscribe(observer)
succeeding.onNext(1)
succeeding.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success 1", "failure boom"])

// form: PrimitiveSequenceType where Trait == SingleTrait: subscribe(with:onSuccess:onFailure:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onSuccess: (Owner, Int) -> Void = { recorder.note("success \($0) \($1)") }
let onFailure: (Owner, Error) -> Void = { recorder.note("failure \($0) \($1)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let succeeding = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = succeeding.asSingle().subscribe(with: owner, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
_ = failing.asSingle().subscribe(with: owner, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
succeeding.onNext(1)
succeeding.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success owner 1", "disposed owner", "failure owner boom", "disposed owner"])

// form: PrimitiveSequenceType where Trait == SingleTrait: subscribe(onSuccess:onFailure:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onSuccess: (Int) -> Void = { recorder.note("success \($0)") }
let onFailure: (Error) -> Void = { recorder.note("failure \($0)") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let succeeding = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = succeeding.asSingle().subscribe(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
_ = failing.asSingle().subscribe(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
succeeding.onNext(1)
succeeding.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success 1", "disposed", "failure boom", "disposed"])

// form: PrimitiveSequenceType where Trait == SingleTrait: subscribe(onSuccess:onError:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onSuccess: (Int) -> Void = { recorder.note("success \($0)") }
let onError: (Error) -> Void = { recorder.note("error \($0)") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let succeeding = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = succeeding.asSingle().subscribe(onSuccess: onSuccess, onError: onError, onDisposed: onDisposed)
_ = failing.asSingle().subscribe(onSuccess: onSuccess, onError: onError, onDisposed: onDisposed)
succeeding.onNext(1)
succeeding.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, ["success 1", "disposed", "error boom", "disposed"])

// form: PrimitiveSequenceType where Trait == SingleTrait: map(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String = { calls.record($0); return "v\($0)" }
let subject = PublishSubject<Int>()
let mapped = subject.asSingle().map(transform)
let recorder = Recorder<String>()
_ = mapped.asObservable().subscribe(recorder)
subject.onNext(1)
XCTAssertEqual(recorder.log, [])
subject.onCompleted()
XCTAssertEqual(recorder.log, ["next(v1)", "completed"])
XCTAssertEqual(calls.arguments, [1])

// form: PrimitiveSequenceType where Trait == SingleTrait: filter(_:)
let calls = Calls<Int>()
let predicate: (Int) throws -> Bool = { calls.record($0); return $0 > 1 }
let kept = PublishSubject<Int>()
let dropped = PublishSubject<Int>()
let recorder = Recorder<Int>()
_ = kept.asSingle().filter(predicate).asObservable().subscribe(recorder)
_ = dropped.asSingle().filter(predicate).asObservable().subscribe(recorder)
kept.onNext(2)
kept.onCompleted()
dropped.onNext(1)
dropped.onCompleted()
XCTAssertEqual(recorder.log, ["next(2)", "completed", "completed"])
XCTAssertEqual(calls.arguments, [2, 1])

// form: PrimitiveSequenceType where Trait == SingleTrait: compactMap(_:)
let calls = Calls<Int>()
let transform: (Int) throws -> String? = { calls.record($0); return $0 > 1 ? "v\($0)" : nil }
let kept = PublishSubject<Int>()
let dropped = PublishSubject<Int>()
let recorder = Recorder<String>()
_ = kept.asSingle().compactMap(transform).asObservable().subscribe(recorder)
_ = dropped.asSingle().compactMap(transform).asObservable().subscribe(recorder)
kept.onNext(2)
kept.onCompleted()
dropped.onNext(1)
dropped.onCompleted()
XCTAssertEqual(recorder.log, ["next(v2)", "completed", "completed"])
XCTAssertEqual(calls.arguments, [2, 1])

// form: PrimitiveSequenceType where Trait == SingleTrait: flatMap(_:)
let calls = Calls<Int>()
let inner = PublishSubject<String>()
let selector: (Int) throws -> Single<String> = { calls.record($0); return inner.asSingle() }
let subject = PublishSubject<Int>()
let flattened = subject.asSingle().flatMap(selector)
let recorder = Recorder<String>()
_ = flattened.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(calls.arguments, [1])
XCTAssertEqual(recorder.log, [])
inner.onNext("a")
inner.onCompleted()
XCTAssertEqual(recorder.log, ["next(a)", "completed"])

// form: PrimitiveSequenceType where Trait == SingleTrait: flatMapMaybe(_:)
let calls = Calls<Int>()
let inner = PublishSubject<String>()
let selector: (Int) throws -> Maybe<String> = { calls.record($0); return inner.asMaybe() }
let subject = PublishSubject<Int>()
let flattened = subject.asSingle().flatMapMaybe(selector)
let recorder = Recorder<String>()
_ = flattened.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(calls.arguments, [1])
XCTAssertEqual(recorder.log, [])
inner.onCompleted()
XCTAssertEqual(recorder.log, ["completed"])

// form: PrimitiveSequenceType where Trait == SingleTrait: flatMapCompletable(_:)
let calls = Calls<Int>()
let inner = PublishSubject<Never>()
let selector: (Int) throws -> Completable = { calls.record($0); return inner.asCompletable() }
let subject = PublishSubject<Int>()
let flattened = subject.asSingle().flatMapCompletable(selector)
let recorder = Recorder<Never>()
_ = flattened.asObservable().subscribe(recorder)
subject.onNext(1)
subject.onCompleted()
XCTAssertEqual(calls.arguments, [1])
XCTAssertEqual(recorder.log, [])
inner.onCompleted()
XCTAssertEqual(recorder.log, ["completed"])

// form: PrimitiveSequenceType where Trait == SingleTrait: zip(_:resultSelector:)
let calls = Calls<[Int]>()
let resultSelector: ([Int]) throws -> Int = { calls.record($0); return $0.reduce(0, +) }
let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
let zipped = Single<Int>.zip(subjects.map { $0.asSingle() }, resultSelector: resultSelector)
let recorder = Recorder<Int>()
_ = zipped.asObservable().subscribe(recorder)
subjects[0].onNext(1)
subjects[0].onCompleted()
XCTAssertEqual(recorder.log, [])
subjects[1].onNext(2)
subjects[1].onCompleted()
XCTAssertEqual(recorder.log, ["next(3)", "completed"])
XCTAssertEqual(calls.arguments, [[1, 2]])

// form: PrimitiveSequenceType where Trait == SingleTrait: do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)
let log = Calls<String>()
let onSuccess: (Int) throws -> Void = { log.record("onSuccess \($0)") }
let afterSuccess: (Int) throws -> Void = { log.record("afterSuccess \($0)") }
let onError: (Error) throws -> Void = { log.record("onError \($0)") }
let afterError: (Error) throws -> Void = { log.record("afterError \($0)") }
let onSubscribe: () -> Void = { log.record("onSubscribe") }
let onSubscribed: () -> Void = { log.record("onSubscribed") }
let onDispose: () -> Void = { log.record("onDispose") }
let succeeding = PublishSubject<Int>()
let failing = PublishSubject<Int>()
let observed = succeeding.asSingle().do(
    onSuccess: onSuccess, afterSuccess: afterSuccess, onError: onError, afterError: afterError,
    onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
)
let observedFailing = failing.asSingle().do(onError: onError, afterError: afterError)
XCTAssertEqual(log.arguments, [])
let recorder = Recorder<Int>()
_ = observed.asObservable().subscribe(recorder)
_ = observedFailing.asObservable().subscribe(recorder)
succeeding.onNext(1)
succeeding.onCompleted()
failing.onError(FormTestError("boom"))
XCTAssertEqual(log.arguments, [
    "onSubscribe", "onSubscribed", "onSuccess 1", "afterSuccess 1", "onDispose", "onError boom", "afterError boom",
])
XCTAssertEqual(recorder.log, ["next(1)", "completed", "error(boom)"])
