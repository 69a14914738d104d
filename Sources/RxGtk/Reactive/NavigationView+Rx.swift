#if GTK
import RxCocoa
import RxSwift

extension Reactive where Base: NavigationView {
    /// Each page the view shows after a push or a pop, the program's or the user's (as UIKit's
    /// `navigationController(_:didShow:animated:)` is told of both).
    public var didShow: ControlEvent<Widget> {
        ControlEvent(events: event("notify::visible-child") { $0.topPage }.compactMap { $0 })
    }

    /// The user went back with the back button (after the view went back).
    @MainActor
    public var wentBack: ControlEvent<Void> {
        base.backButton.rx.tap
    }
}
#endif
