import RxSwift

/// A delegate proxy type: how to read and set the delegate of its parent objects, and which
/// proxy class to make for which parent class.
///
/// A proxy class derives from `DelegateProxy`, conforms to its delegate protocol and to this
/// protocol, and registers in `registerKnownImplementations()` a factory for each parent class
/// it serves: a base proxy can register subclasses for subclasses of its parent (a scroll view
/// proxy registers the table view proxy for table views). Every proxy type with the same
/// `Delegate` shares one proxy per object.
public protocol DelegateProxyType: AnyObject {
    /// The type of objects whose delegate the proxy is.
    associatedtype ParentObject: DeallocationObservable
    /// The delegate protocol.
    associatedtype Delegate

    /// Registers, with `register(make:)`, the proxy factories for the known parent classes.
    /// Called once, before the first proxy of this family is made.
    static func registerKnownImplementations()

    /// The delegate `object` has now.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Makes `delegate` the delegate of `object`.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate calls are forwarded to.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate calls are forwarded to, retained or held weakly.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// Identifies the family of proxies that share one proxy per object: those of one
    /// delegate protocol.
    public static var identifier: ObjectIdentifier {
        ObjectIdentifier(Delegate.self)
    }

    /// Registers `make` as the factory of this family's proxies for objects of class
    /// `Parent` and its subclasses that have no factory of their own. The family's known
    /// implementations are registered first, so a later registration replaces theirs.
    public static func register<Parent: AnyObject>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactories.prepare(family: identifier, registerKnownImplementations: registerKnownImplementations)
        DelegateProxyFactories.register(family: identifier, parent: Parent.self) { object in
            make(object as! Parent)
        }
    }

    /// Makes a new proxy for `object` with the factory registered for its class or its
    /// nearest superclass.
    public static func createProxy(for object: AnyObject) -> Self {
        DelegateProxyFactories.prepare(family: identifier, registerKnownImplementations: registerKnownImplementations)
        let proxy = DelegateProxyFactories.makeProxy(family: identifier, for: object)
        guard let typed = proxy as? Self else {
            rxFatalError("\(Self.self).createProxy(for:): the factory registered for \(type(of: object)) made a \(type(of: proxy)), which is not a \(Self.self).")
        }
        return typed
    }

    /// The proxy of `object`, made and installed as its delegate on first use: the delegate it
    /// had becomes the proxy's forward delegate. Call it on the main thread.
    public static func proxy(for object: ParentObject) -> Self {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "\(Self.self).proxy(for:) must be called on the main thread.")
        let attached = object.deallocationTracker.attachedObject(forKey: identifier) {
            createProxy(for: object)
        }
        guard let proxy = attached as? Self else {
            rxFatalError("\(Self.self).proxy(for:): the proxy of this \(type(of: object)) is a \(type(of: attached)), which is not a \(Self.self); register a \(Self.self) factory for \(type(of: object)).")
        }
        guard let proxyAsDelegate = proxy as? Delegate else {
            rxFatalError("\(Self.self).proxy(for:): \(Self.self) must conform to \(Delegate.self).")
        }
        let current = currentDelegate(for: object)
        if current.map({ $0 as AnyObject }) !== proxy {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            setCurrentDelegate(proxyAsDelegate, to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the delegate the proxy of `object` forwards to, until the
    /// returned disposable is disposed. Call it on the main thread.
    public static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject) -> Disposable {
        weak let weakForwardDelegate = forwardDelegate as AnyObject
        let proxy = self.proxy(for: object)
        if let existing = proxy.forwardToDelegate() {
            rxFatalError("\(Self.self).installForwardDelegate: the proxy of this \(type(of: object)) already forwards to \(existing); another binding owns it. Dispose of that binding first.")
        }
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        // Proxies and their delegates live on the main thread, where disposal is checked to run.
        return Disposables.create(with: assumeSendable { [weak proxy] in
            MainScheduler.ensureRunningOnMainThread(errorMessage: "\(Self.self).installForwardDelegate: the binding must be disposed of on the main thread.")
            guard let proxy else { return }
            let current = proxy.forwardToDelegate().map { $0 as AnyObject }
            if current === weakForwardDelegate || current == nil {
                proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
            }
        })
    }
}

/// The delegate proxy factories of every family, by parent class.
enum DelegateProxyFactories {
    private struct Family {
        var factories: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]
    }

    private static let families = LockedValue<[ObjectIdentifier: Family]>([:])

    /// Registers `make` for objects of class `parent` in `family`.
    static func register(family: ObjectIdentifier, parent: AnyObject.Type, make: @escaping (AnyObject) -> AnyObject) {
        families.withLock { families in
            families[family, default: Family()].factories[ObjectIdentifier(parent)] = make
        }
    }

    /// Creates `family` and registers its known implementations, the first time only.
    static func prepare(family: ObjectIdentifier, registerKnownImplementations: () -> Void) {
        let isNew = families.withLock { families -> Bool in
            if families[family] != nil {
                return false
            }
            families[family] = Family()
            return true
        }
        if isNew {
            registerKnownImplementations()
        }
    }

    /// Makes the proxy of `family` for `object` with the factory of its class or nearest
    /// superclass.
    static func makeProxy(family: ObjectIdentifier, for object: AnyObject) -> AnyObject {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            let key = ObjectIdentifier(current.subjectType)
            if let make = families.withLock({ $0[family]?.factories[key] }) {
                return make(object)
            }
            mirror = current.superclassMirror
        }
        rxFatalError("DelegateProxy: no proxy factory is registered for \(type(of: object)) or its superclasses; register one with register(make:) in registerKnownImplementations().")
    }
}
