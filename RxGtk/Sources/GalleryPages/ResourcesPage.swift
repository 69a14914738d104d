import CGtk
import RxCocoa
import RxGtk
import RxSwift

/// The number of live Rx resources (subscriptions, sinks, disposables) and, with the
/// subscription inspector on, the live subscriptions as chains of operators with where each was
/// made, refreshed every half second: open and leave the other pages and watch them settle, so
/// leaks are seen.
@MainActor
public final class ResourcesPage: GalleryPage {
    public static let name = "resources"
    public static let title = "Live resources"

    public let root: Widget
    /// The label that shows the count.
    public let count = Label()
    /// Switches `SubscriptionInspector` on and off.
    public let inspectorSwitch = Switch()
    /// The inspector's report of the live subscriptions, or what to do to see it.
    public let subscriptions = Label()
    private let disposeBag = DisposeBag()

    /// What the list says while the inspector is off.
    public nonisolated static let inspectorOffText = "The subscription inspector is off: switch it on, and the subscriptions made from then on are listed here."

    public init() {
        let page = pageFrame(
            title: "Live resources",
            explanation: "RxSwift resources alive in this process (Resources.total), and the live subscriptions SubscriptionInspector recorded."
        )
        count.addCSSClass("title-1")
        page.append(count)
        let inspectorRow = Box(.horizontal, spacing: 8)
        inspectorRow.append(Label("Subscription inspector"))
        inspectorRow.append(inspectorSwitch)
        page.append(inspectorRow)
        subscriptions.addCSSClass("monospace")
        // The message and long chains wrap at the page's width; the list scrolls below the
        // switch, filling the rest of the page from its top.
        subscriptions.wraps = true
        gtk_widget_set_valign(subscriptions.widgetPointer, GTK_ALIGN_START)
        let list = ScrolledWindow(child: subscriptions)
        list.expandsVertically = true
        gtk_scrolled_window_set_policy(OpaquePointer(list.pointer), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        page.append(list)
        root = page

        inspectorSwitch.isOn = SubscriptionInspector.isEnabled
        inspectorSwitch.rx.isOn
            .bind(onNext: { SubscriptionInspector.isEnabled = $0 })
            .disposed(by: disposeBag)

        let ticks = Observable<Int>.timer(.seconds(0), period: .milliseconds(500), scheduler: MainScheduler.instance).share()
        ticks
            .map { _ in "\(Resources.total) live resources" }
            .bind(to: count.rx.text)
            .disposed(by: disposeBag)
        ticks
            .map { _ in SubscriptionInspector.isEnabled ? Self.listing(SubscriptionInspector.liveSubscriptions) : Self.inspectorOffText }
            .bind(to: subscriptions.rx.text)
            .disposed(by: disposeBag)
    }

    /// `subscriptions` two lines each, newest first: where it was made, its type and element
    /// count, then its chain of operators.
    public nonisolated static func listing(_ subscriptions: [SubscriptionInspector.Subscription]) -> String {
        let count = subscriptions.count == 1 ? "1 live subscription, newest first" : "\(subscriptions.count) live subscriptions, newest first"
        return ([count] + subscriptions.reversed().map { subscription in
            let elements = subscription.elementCount == 1 ? "1 element" : "\(subscription.elementCount) elements"
            let chain = subscription.chain?.description ?? subscription.source
            return "\(subscription.location): Observable<\(subscription.elementType)>, \(elements)\n    \(chain)"
        }).joined(separator: "\n")
    }

    /// Switches the inspector on, so that the list fills with what is subscribed from now on:
    /// as the user would, since a value set on the switch by the program does not reach its
    /// `rx.isOn`.
    public func playDemo() {
        if !inspectorSwitch.isOn {
            inspectorSwitch.toggle()
        }
    }
}
