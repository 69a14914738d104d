#if GTK
import RxCocoa
import RxSwift

extension ListView: HasDelegate {}

extension DelegateMethod where Arguments == (ListView, Int) {
    /// `listView(_:didSelectRowAt:)`.
    public static let didSelectRow = DelegateMethod("listView(_:didSelectRowAt:)")
    /// `listView(_:didDeselectRowAt:)`.
    public static let didDeselectRow = DelegateMethod("listView(_:didDeselectRowAt:)")
    /// `listView(_:didActivateRowAt:)`.
    public static let didActivateRow = DelegateMethod("listView(_:didActivateRowAt:)")
    /// `listView(_:didDeleteRowAt:)`.
    public static let didDeleteRow = DelegateMethod("listView(_:didDeleteRowAt:)")
}

extension DelegateMethod where Arguments == (ListView, Int, Int) {
    /// `listView(_:didMoveRowAt:to:)`.
    public static let didMoveRow = DelegateMethod("listView(_:didMoveRowAt:to:)")
}

extension DelegateMethod where Arguments == (ListView, ListCell, Int) {
    /// `listView(_:willDisplay:forRowAt:)`.
    public static let willDisplayCell = DelegateMethod("listView(_:willDisplay:forRowAt:)")
}

/// The delegate proxy of a `ListView`: installed as the list's delegate by
/// `ListViewDelegateProxy.proxy(for:)`, it reports each call to `sentMessage` and
/// `methodInvoked` observers and forwards it to the delegate the program set.
///
/// Extend it with a protocol of your own to route the events of controls inside the rows
/// through the list (a row's button reports to the list's proxy, and `list.rx` exposes the
/// stream), as RxCocoa's table view proxies are extended on UIKit.
open class ListViewDelegateProxy: DelegateProxy<ListView, ListViewDelegate>, DelegateProxyType, ListViewDelegate {
    /// The list this proxy serves.
    public weak private(set) var listView: ListView?

    /// Creates the proxy of `listView`.
    public init(listView: ListView) {
        self.listView = listView
        super.init(parentObject: listView, delegateProxy: ListViewDelegateProxy.self)
    }

    /// Registers the proxy of `ListView`.
    public static func registerKnownImplementations() {
        register { (listView: ListView) in ListViewDelegateProxy(listView: listView) }
    }

    /// Reports the selection, then forwards it.
    open func listView(_ listView: ListView, didSelectRowAt row: Int) {
        invoke(.didSelectRow, with: (listView, row)) { $0.listView(listView, didSelectRowAt: row) }
    }

    /// Reports the deselection, then forwards it.
    open func listView(_ listView: ListView, didDeselectRowAt row: Int) {
        invoke(.didDeselectRow, with: (listView, row)) { $0.listView(listView, didDeselectRowAt: row) }
    }

    /// Reports the cell about to be shown, then forwards it.
    open func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt row: Int) {
        invoke(.willDisplayCell, with: (listView, cell, row)) { $0.listView(listView, willDisplay: cell, forRowAt: row) }
    }

    /// Reports the deletion, then forwards it.
    open func listView(_ listView: ListView, didDeleteRowAt row: Int) {
        invoke(.didDeleteRow, with: (listView, row)) { $0.listView(listView, didDeleteRowAt: row) }
    }

    /// Reports the move, then forwards it.
    open func listView(_ listView: ListView, didMoveRowAt sourceRow: Int, to destinationRow: Int) {
        invoke(.didMoveRow, with: (listView, sourceRow, destinationRow)) { $0.listView(listView, didMoveRowAt: sourceRow, to: destinationRow) }
    }

    /// Reports the activation, then forwards it.
    open func listView(_ listView: ListView, didActivateRowAt row: Int) {
        invoke(.didActivateRow, with: (listView, row)) { $0.listView(listView, didActivateRowAt: row) }
    }
}

extension Reactive where Base: ListView {
    /// The list's delegate proxy.
    public var delegate: ListViewDelegateProxy {
        ListViewDelegateProxy.proxy(for: base)
    }
}
#endif
