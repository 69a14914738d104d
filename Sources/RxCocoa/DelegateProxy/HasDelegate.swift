/// An object with a `delegate` property; delegate proxies of such objects read and set it
/// without further code.
public protocol HasDelegate: AnyObject {
    /// The delegate protocol.
    associatedtype Delegate

    /// The object's delegate.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    /// The object's `delegate`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    /// Sets the object's `delegate`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}

/// An object with a `dataSource` property; delegate proxies of such objects read and set it
/// without further code.
public protocol HasDataSource: AnyObject {
    /// The data source protocol.
    associatedtype DataSource

    /// The object's data source.
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
    /// The object's `dataSource`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    /// Sets the object's `dataSource`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}
