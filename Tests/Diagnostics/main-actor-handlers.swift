// What docs/GettingStarted.md and docs/Concurrency.md give Swift 6 mode clients for main-actor
// state: the handlers of `drive`, `emit`, a control's `subscribe` and `bind`, a `Binder` and a
// control property's getter and setter are main-actor code, so a main-actor class touches its
// own state in them with no isolation assertion. It compiles clean.
// swift-version: 6
// expect: nothing
import RxCocoa
import RxSwift

@MainActor
final class Slider: ReactiveControl {
    nonisolated let deallocationTracker = DeallocationTracker()
    var value = 0
    private var handlers: [Int: @MainActor () -> Void] = [:]

    func addControlHandler(for event: String, _ handler: @escaping @MainActor () -> Void) -> Int {
        handlers[handlers.count] = handler
        return handlers.count - 1
    }

    func removeControlHandler(_ id: Int) {
        handlers[id] = nil
    }
}

@MainActor
final class Screen {
    let slider = Slider()
    var title = ""
    var taps = 0
    var alerts: [String] = []

    func start(names: Observable<String>, warnings: Observable<String>) -> Disposable {
        let titles = names
            .asDriver(onErrorJustReturn: "")
            .map { $0.uppercased() }
            .drive(onNext: { [weak self] title in self?.title = title })
        let shown = warnings
            .asSignal(onErrorJustReturn: "")
            .emit(with: self, onNext: { screen, warning in screen.alerts.append(warning) })
        let value = slider.rx.controlProperty(editingEvents: "changed", getter: { $0.value }, setter: { $0.value = $1 })
        let counted = slider.rx.controlEvent("changed")
            .subscribe(onNext: { [weak self] in self?.taps += 1 })
        let bound = value
            .bind(to: Binder(self) { screen, value in screen.title = "\(value)" })
        let read = value.changed
            .bind(with: self) { screen, value in screen.taps += value }
        return Disposables.create(titles, shown, counted, bound, read)
    }
}
