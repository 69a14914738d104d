/// An observer that applies elements to a target object: it holds the target weakly, applies
/// elements on a scheduler (the main scheduler by default), ignores completion, and treats an
/// error as a programmer error.
public struct Binder<Value>: ObserverType {
    /// The type of values the binder applies.
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with the target and each value, on `scheduler`.
    ///
    /// In Swift 6 mode `binding` is `@Sendable`: it runs on `scheduler`'s thread, so a closure
    /// that touches a main-actor class's state is diagnosed, where a plain closure would be
    /// inferred main-actor code and run elsewhere unchecked. It is disfavored, so that
    /// `Binder(self) { ... }` without a scheduler picks the main-actor form below.
    @inlinable
    @_disfavoredOverload
    @available(swift, introduced: 6)
    @preconcurrency
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping @Sendable (Target, Value) -> Void) {
        // Swift 5 form: this body, with plain closures.
        weak let weakTarget = target
        self.init(scheduler: scheduler) { element in
            if let target = weakTarget {
                binding(target, element)
            }
        }
    }

    /// Creates a binder that calls `binding`, main-actor code, with the target and each value,
    /// on the main thread: the form a main-actor class uses in Swift 6 mode,
    /// `Binder(self) { me, text in me.title = text }`, whose closure may touch the class's state.
    // No Swift 5 form: Swift 5 mode code calls the form above (main scheduler by default).
    @available(swift, introduced: 6)
    @preconcurrency
    @inlinable
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        weak let weakTarget = target
        let binding = MainScheduler.unisolatedFunction(binding)
        self.init(scheduler: MainScheduler()) { element in
            if let target = weakTarget {
                // The main scheduler runs this on the main thread; checked as every crossing into
                // main-actor code is.
                MainScheduler.ensureOnMainActorThread(caller: "Binder")
                binding(target, element)
            }
        }
    }

    /// A binder that sets `keyPath` of `target` (held weakly) to each value on the main
    /// scheduler: what `object.rx.title` and RxCocoa's `model.rx[\.title]` return.
    @inlinable
    package init<Target: AnyObject>(setting keyPath: ReferenceWritableKeyPath<Target, Value>, of target: Target) {
        weak let weakTarget = target
        self.init(scheduler: MainScheduler()) { element in
            weakTarget?[keyPath: keyPath] = element
        }
    }

    /// Creates a binder that calls `apply` with each value on `scheduler`.
    @inlinable
    init(scheduler: ImmediateSchedulerType, apply: @escaping (Value) -> Void) {
        // Made once, so that scheduling an element allocates no closure.
        let applyScheduled: (Value) -> Disposable = { element in
            apply(element)
            return Disposables.create()
        }
        // On the main scheduler an element that arrives on the main thread is applied at once,
        // without being scheduled as an action (and without a disposable to make and release).
        let mainScheduler = scheduler as? MainScheduler
        self.binding = { event in
            switch event {
            case .next(let element):
                if let mainScheduler, mainScheduler.claimImmediateRun() {
                    apply(element)
                    mainScheduler.endImmediateRun()
                } else {
                    _ = scheduler.schedule(element, action: applyScheduled)
                }
            case .error(let error):
                rxFatalErrorInDebug("Binder<\(Value.self)>: binding an error to a UI target is a programmer error: \(error). Handle the error before binding, or bind a sequence that cannot fail (Driver, Signal, Infallible).")
            case .completed:
                break
            }
        }
    }

    /// Applies `.next` events; ignores `.completed`; an error is a programmer error.
    @inlinable
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases the binder's type.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver.sinkObserver(on)
    }
}
