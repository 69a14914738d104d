import RxSwift

/// The base class of delegate proxies: an object installed as a UI object's delegate (one per
/// object) that reports each delegate call to observers and forwards it to the delegate the
/// user set.
///
/// Without the Objective-C runtime nothing forwards calls automatically: a proxy subclass
/// conforms to the delegate protocol and implements each method by calling `invoke`, which
/// sends the arguments to `sentMessage` observers, forwards the call to `forwardToDelegate()`,
/// then sends the arguments to `methodInvoked` observers. Use it on the main thread only.
open class DelegateProxy<P: DeallocationObservable, D> {
    /// The type of the object whose delegate this proxy is.
    public typealias ParentObject = P
    /// The delegate protocol.
    public typealias Delegate = D

    /// The object whose delegate this proxy is; held weakly.
    public private(set) weak var parentObject: ParentObject?

    // The proxy's state is touched only on the main thread, one call at a time, so the runtime
    // exclusivity checks on it would only slow every delegate call.
    @exclusivity(unchecked) private weak var weakForwardDelegate: AnyObject?
    @exclusivity(unchecked) private var retainedForwardDelegate: AnyObject?
    /// The observers of each method that has any. A proxy has observers for few methods, so a
    /// scan by name (compared by identity first) beats hashing the name on every call.
    @usableFromInline @exclusivity(unchecked) var methodObservers: [DelegateMethodObservers] = []

    /// Creates the proxy of `parentObject`; `delegateProxy` is the concrete proxy type, which
    /// must derive from this class and conform to `DelegateProxyType`.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        self.parentObject = parentObject
    }

    /// The arguments of each call of `method`, sent before the call is forwarded to the
    /// user's delegate. Completes when the proxy goes away with its parent object.
    public func sentMessage<Arguments>(_ method: DelegateMethod<Arguments>) -> Observable<Arguments> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "DelegateProxy.sentMessage(\(method)) must be called on the main thread.")
        return observers(of: method).sentMessage(method).asObservable()
    }

    /// The arguments of each call of `method`, sent after the call was forwarded to the
    /// user's delegate. Completes when the proxy goes away with its parent object.
    public func methodInvoked<Arguments>(_ method: DelegateMethod<Arguments>) -> Observable<Arguments> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "DelegateProxy.methodInvoked(\(method)) must be called on the main thread.")
        return observers(of: method).methodInvoked(method).asObservable()
    }

    /// The delegate calls are forwarded to: the one the object had before the proxy was
    /// installed, or the one set since.
    open func forwardToDelegate() -> Delegate? {
        if let retained = retainedForwardDelegate {
            return retained as? Delegate
        }
        guard let object = weakForwardDelegate else {
            return nil
        }
        return object as? Delegate
    }

    /// Sets the delegate calls are forwarded to; with `retainDelegate` the proxy keeps it
    /// alive, otherwise it holds it weakly. The proxy cannot forward to itself.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        if object === self {
            rxFatalError("\(type(of: self)).setForwardToDelegate: a delegate proxy cannot forward to itself; every call would come back to it.")
        }
        weakForwardDelegate = object
        retainedForwardDelegate = retainDelegate ? object : nil
    }

    /// Reports a call of `method` that returns nothing: sends `arguments` to `sentMessage`
    /// observers, calls `forward` with the user's delegate if there is one, then sends
    /// `arguments` to `methodInvoked` observers. A proxy's delegate method implementations
    /// call it.
    @inlinable
    public func invoke<Arguments>(_ method: DelegateMethod<Arguments>, with arguments: @autoclosure () -> Arguments, forward: (Delegate) -> Void) {
        let observers = existingObservers(named: method.name)
        let sent = observers?.sentMessageSubject as? PublishSubject<Arguments>
        let invoked = observers?.methodInvokedSubject as? PublishSubject<Arguments>
        guard sent != nil || invoked != nil else {
            if let delegate = forwardToDelegate() {
                forward(delegate)
            }
            return
        }
        let values = arguments()
        if let sent {
            Self.send(values, to: sent)
        }
        if let delegate = forwardToDelegate() {
            forward(delegate)
        }
        if let invoked {
            Self.send(values, to: invoked)
        }
    }

    /// Sends one call's arguments to a method's subject. It takes them by value, so the
    /// last send moves them into the event rather than copying them: a copy retains the
    /// objects among them, often the proxy's parent object, whose weak references make that
    /// the slow path of reference counting.
    @inlinable
    static func send<Arguments>(_ values: consuming Arguments, to subject: PublishSubject<Arguments>) {
        subject.on(.next(values))
    }

    /// Reports a call of `method` that returns a value: as `invoke(_:with:forward:)`, and
    /// returns what the user's delegate returned, or `defaultResult` when there is no
    /// delegate or it has no answer (`forward` returns `nil`).
    @inlinable
    public func invoke<Arguments, Result>(_ method: DelegateMethod<Arguments>, with arguments: @autoclosure () -> Arguments, forward: (Delegate) -> Result?, otherwise defaultResult: Result) -> Result {
        var result: Result?
        invoke(method, with: arguments()) { delegate in
            result = forward(delegate)
        }
        return result ?? defaultResult
    }

    /// The observers of the method named `name`, if it has any.
    @inlinable
    func existingObservers(named name: String) -> DelegateMethodObservers? {
        for observers in methodObservers where observers.name == name {
            return observers
        }
        return nil
    }

    /// The observers of `method`, made on first use.
    private func observers<Arguments>(of method: DelegateMethod<Arguments>) -> DelegateMethodObservers {
        if let existing = existingObservers(named: method.name) {
            return existing
        }
        let made = DelegateMethodObservers(name: method.name)
        methodObservers.append(made)
        return made
    }

    deinit {
        for observers in methodObservers {
            observers.complete()
        }
    }
}

/// The subjects of one delegate method: those of `sentMessage` and `methodInvoked`, made on
/// first use. The method's argument type is fixed by the first subject made.
@usableFromInline
final class DelegateMethodObservers {
    @usableFromInline let name: String
    // Touched only on the main thread, as the proxy's state is.
    @usableFromInline @exclusivity(unchecked) var sentMessageSubject: AnyObject?
    @usableFromInline @exclusivity(unchecked) var methodInvokedSubject: AnyObject?
    private var completions: [() -> Void] = []

    init(name: String) {
        self.name = name
    }

    /// The subject of `sentMessage`.
    func sentMessage<Arguments>(_ method: DelegateMethod<Arguments>) -> PublishSubject<Arguments> {
        if let existing = sentMessageSubject {
            return typed(existing, for: method)
        }
        let subject = makeSubject(for: method)
        sentMessageSubject = subject
        return subject
    }

    /// The subject of `methodInvoked`.
    func methodInvoked<Arguments>(_ method: DelegateMethod<Arguments>) -> PublishSubject<Arguments> {
        if let existing = methodInvokedSubject {
            return typed(existing, for: method)
        }
        let subject = makeSubject(for: method)
        methodInvokedSubject = subject
        return subject
    }

    /// Completes both subjects.
    func complete() {
        for completion in completions {
            completion()
        }
    }

    /// A new subject for `method`, whose arguments must match those of the other subject.
    private func makeSubject<Arguments>(for method: DelegateMethod<Arguments>) -> PublishSubject<Arguments> {
        if let other = sentMessageSubject ?? methodInvokedSubject {
            _ = typed(other, for: method)
        }
        let subject = PublishSubject<Arguments>()
        completions.append { subject.onCompleted() }
        return subject
    }

    /// `subject` as the subject of `method`; a different argument type is a programmer error.
    private func typed<Arguments>(_ subject: AnyObject, for method: DelegateMethod<Arguments>) -> PublishSubject<Arguments> {
        guard let typed = subject as? PublishSubject<Arguments> else {
            rxFatalError("DelegateProxy: the method \"\(name)\" is observed with arguments \(Arguments.self), but it was declared with other arguments before; each method name must have one argument type.")
        }
        return typed
    }
}
