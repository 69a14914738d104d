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

    /// One method's observers, with a way to complete them without knowing its arguments.
    private struct MethodSubject {
        let subject: AnyObject
        let complete: () -> Void
    }

    /// The object whose delegate this proxy is; held weakly.
    public private(set) weak var parentObject: ParentObject?

    private weak var weakForwardDelegate: AnyObject?
    private var retainedForwardDelegate: AnyObject?
    private var sentMessageSubjects: [String: MethodSubject] = [:]
    private var methodInvokedSubjects: [String: MethodSubject] = [:]

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
        return subject(for: method, in: &sentMessageSubjects).asObservable()
    }

    /// The arguments of each call of `method`, sent after the call was forwarded to the
    /// user's delegate. Completes when the proxy goes away with its parent object.
    public func methodInvoked<Arguments>(_ method: DelegateMethod<Arguments>) -> Observable<Arguments> {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "DelegateProxy.methodInvoked(\(method)) must be called on the main thread.")
        return subject(for: method, in: &methodInvokedSubjects).asObservable()
    }

    /// The delegate calls are forwarded to: the one the object had before the proxy was
    /// installed, or the one set since.
    open func forwardToDelegate() -> Delegate? {
        (retainedForwardDelegate ?? weakForwardDelegate) as? Delegate
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
    public func invoke<Arguments>(_ method: DelegateMethod<Arguments>, with arguments: @autoclosure () -> Arguments, forward: (Delegate) -> Void) {
        let sent = existingSubject(for: method, in: sentMessageSubjects)
        let invoked = existingSubject(for: method, in: methodInvokedSubjects)
        let values = (sent != nil || invoked != nil) ? arguments() : nil
        if let sent, let values {
            sent.onNext(values)
        }
        if let delegate = forwardToDelegate() {
            forward(delegate)
        }
        if let invoked, let values {
            invoked.onNext(values)
        }
    }

    /// Reports a call of `method` that returns a value: as `invoke(_:with:forward:)`, and
    /// returns what the user's delegate returned, or `defaultResult` when there is no
    /// delegate or it has no answer (`forward` returns `nil`).
    public func invoke<Arguments, Result>(_ method: DelegateMethod<Arguments>, with arguments: @autoclosure () -> Arguments, forward: (Delegate) -> Result?, otherwise defaultResult: Result) -> Result {
        var result: Result?
        invoke(method, with: arguments()) { delegate in
            result = forward(delegate)
        }
        return result ?? defaultResult
    }

    private func subject<Arguments>(for method: DelegateMethod<Arguments>, in subjects: inout [String: MethodSubject]) -> PublishSubject<Arguments> {
        if let entry = subjects[method.name] {
            guard let subject = entry.subject as? PublishSubject<Arguments> else {
                rxFatalError("DelegateProxy: the method \"\(method)\" is observed with arguments \(Arguments.self), but it was declared with other arguments before; each method name must have one argument type.")
            }
            return subject
        }
        let subject = PublishSubject<Arguments>()
        subjects[method.name] = MethodSubject(subject: subject, complete: { subject.onCompleted() })
        return subject
    }

    private func existingSubject<Arguments>(for method: DelegateMethod<Arguments>, in subjects: [String: MethodSubject]) -> PublishSubject<Arguments>? {
        subjects[method.name]?.subject as? PublishSubject<Arguments>
    }

    deinit {
        for entry in sentMessageSubjects.values {
            entry.complete()
        }
        for entry in methodInvokedSubjects.values {
            entry.complete()
        }
    }
}
