// Recipes of the Swift 5 forms of RxSwift's observers, disposables, factories and
// subscriptions (see README.md in this directory).

// form: AnyObserver: init(eventHandler:)
let recorder = Recorder<Int>()
let eventHandler: (Event<Int>) -> Void = { recorder.on($0) }
let observer = AnyObserver<Int>(eventHandler: eventHandler)
let subject = PublishSubject<Int>()
let subscription = subject.subscribe(observer)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "error(boom)"])

// form: Binder: init(_:scheduler:binding:)
final class Label { var texts: [String] = [] }
let label = Label()
let binding: (Label, String) -> Void = { label, text in label.texts.append(text) }
let binder = Binder(label, scheduler: CurrentThreadScheduler.instance, binding: binding)
let subject = PublishSubject<String>()
let subscription = subject.subscribe(binder)
subject.onNext("first")
subject.onNext("second")
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(label.texts, ["first", "second"])

// form: ObserverType: mapObserver(_:)
let recorder = Recorder<String>()
let calls = Calls<Int>()
let transform: (Int) throws -> String = { calls.record($0); return "v\($0)" }
let observer = recorder.mapObserver(transform)
let subject = PublishSubject<Int>()
let subscription = subject.subscribe(observer)
subject.onNext(1)
subject.onNext(2)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(v1)", "next(v2)", "completed"])
XCTAssertEqual(calls.arguments, [1, 2])

// form: Disposables: create(with:)
let calls = Calls<String>()
let dispose: () -> Void = { calls.record("disposed") }
let disposable = Disposables.create(with: dispose)
XCTAssertEqual(calls.arguments, [])
XCTAssertFalse(disposable.isDisposed)
disposable.dispose()
disposable.dispose()
XCTAssertEqual(calls.arguments, ["disposed"])
XCTAssertTrue(disposable.isDisposed)

// form: ObservableType: create(_:)
let kept = Kept<AnyObserver<Int>>()
let resource = CountingResource()
let subscribe: (AnyObserver<Int>) -> Disposable = { observer in
    kept.value = observer
    return resource
}
let observable = Observable<Int>.create(subscribe)
XCTAssertNil(kept.value)
let recorder = Recorder<Int>()
let subscription = observable.subscribe(recorder)
XCTAssertEqual(recorder.log, [])
kept.value?.onNext(1)
kept.value?.onNext(2)
kept.value?.onCompleted()
kept.value?.onNext(3)
XCTAssertEqual(recorder.log, ["next(1)", "next(2)", "completed"])
XCTAssertEqual(resource.disposals, 1)
subscription.dispose()

// form: ObservableType: deferred(_:)
let calls = Calls<String>()
let observableFactory: () throws -> Observable<Int> = {
    calls.record("factory")
    return Observable.just(calls.count * 10)
}
let observable = Observable<Int>.deferred(observableFactory)
XCTAssertEqual(calls.count, 0)
let recorder = Recorder<Int>()
_ = observable.subscribe(recorder)
_ = observable.subscribe(recorder)
XCTAssertEqual(recorder.log, ["next(10)", "completed", "next(20)", "completed"])
XCTAssertEqual(calls.arguments, ["factory", "factory"])

// form: ObservableType: generate(initialState:condition:scheduler:iterate:)
let scheduler = TestScheduler(initialClock: 0)
let conditions = Calls<Int>()
let iterations = Calls<Int>()
let condition: (Int) throws -> Bool = { conditions.record($0); return $0 < 3 }
let iterate: (Int) throws -> Int = { iterations.record($0); return $0 + 1 }
let observable = Observable.generate(initialState: 0, condition: condition, scheduler: scheduler, iterate: iterate)
let recorder = Recorder<Int>()
let subscription = observable.subscribe(recorder)
scheduler.start()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(0)", "next(1)", "next(2)", "completed"])
XCTAssertEqual(conditions.arguments, [0, 1, 2, 3])
XCTAssertEqual(iterations.arguments, [0, 1, 2])

// form: ObservableType: using(_:observableFactory:)
let resource = CountingResource()
let resourceCalls = Calls<String>()
let resourceFactory: () throws -> CountingResource = { resourceCalls.record("resource"); return resource }
let subject = PublishSubject<Int>()
let factoryCalls = Calls<Bool>()
let observableFactory: (CountingResource) throws -> Observable<Int> = { made in
    factoryCalls.record(made === resource)
    return subject.asObservable()
}
let observable = Observable.using(resourceFactory, observableFactory: observableFactory)
XCTAssertEqual(resourceCalls.count, 0)
let recorder = Recorder<Int>()
let subscription = observable.subscribe(recorder)
subject.onNext(1)
XCTAssertEqual(resource.disposals, 0)
subject.onCompleted()
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "completed"])
XCTAssertEqual(resourceCalls.arguments, ["resource"])
XCTAssertEqual(factoryCalls.arguments, [true])
XCTAssertEqual(resource.disposals, 1)

// form: ObservableType: subscribe(_:file:line:)
let recorder = Recorder<Int>()
let on: (Event<Int>) -> Void = { recorder.on($0) }
let subject = PublishSubject<Int>()
let subscription = subject.subscribe(on)
subject.onNext(1)
subject.onError(FormTestError("boom"))
subscription.dispose()
XCTAssertEqual(recorder.log, ["next(1)", "error(boom)"])

// form: ObservableType: subscribe(with:onNext:onError:onCompleted:onDisposed:file:line:)
let owner = Owner("owner")
let recorder = Recorder<Int>()
let onNext: (Owner, Int) -> Void = { recorder.note("next \($0) \($1)") }
let onError: (Owner, Error) -> Void = { recorder.note("error \($0) \($1)") }
let onCompleted: (Owner) -> Void = { recorder.note("completed \($0)") }
let onDisposed: (Owner) -> Void = { recorder.note("disposed \($0)") }
let completing = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = completing.subscribe(with: owner, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
_ = failing.subscribe(with: owner, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
completing.onNext(1)
completing.onCompleted()
failing.onNext(2)
failing.onError(FormTestError("boom"))
XCTAssertEqual(recorder.log, [
    "next owner 1", "completed owner", "disposed owner",
    "next owner 2", "error owner boom", "disposed owner",
])

// form: ObservableType: subscribe(onNext:onError:onCompleted:onDisposed:file:line:)
let recorder = Recorder<Int>()
let onNext: (Int) -> Void = { recorder.note("next \($0)") }
let onError: (Error) -> Void = { recorder.note("error \($0)") }
let onCompleted: () -> Void = { recorder.note("completed") }
let onDisposed: () -> Void = { recorder.note("disposed") }
let completing = PublishSubject<Int>()
let failing = PublishSubject<Int>()
_ = completing.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
let subscription = failing.subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
completing.onNext(1)
completing.onCompleted()
failing.onNext(2)
subscription.dispose()
failing.onNext(3)
XCTAssertEqual(recorder.log, ["next 1", "completed", "disposed", "next 2", "disposed"])
