import RxCocoa
import RxGtk
import RxSwift

/// The number of live Rx resources (subscriptions, sinks, disposables), refreshed every
/// half second: open and leave the other pages and watch it settle, so leaks are seen.
@MainActor
public final class ResourcesPage: GalleryPage {
    public static let name = "resources"
    public static let title = "Live resources"

    public let root: Widget
    /// The label that shows the count.
    public let count = Label()
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Live resources", explanation: "RxSwift resources alive in this process (Resources.total).")
        count.addCSSClass("title-1")
        page.append(count)
        root = page

        Observable<Int>.timer(.seconds(0), period: .milliseconds(500), scheduler: MainScheduler.instance)
            .map { _ in "\(Resources.total) live resources" }
            .bind(to: count.rx.text)
            .disposed(by: disposeBag)
    }

    /// Nothing to act out: the count refreshes by itself.
    public func playDemo() {}
}
