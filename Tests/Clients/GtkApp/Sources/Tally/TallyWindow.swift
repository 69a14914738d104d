import RxCocoa
import RxGtk
import RxSwift

/// A window that counts the clicks of its button and can start again.
final class TallyWindow {
    let window = Window(title: "Tally", width: 240, height: 120)
    private let count = Label("0")
    private let add = Button(label: "Add one")
    private let reset = Button(label: "Reset")
    private let disposeBag = DisposeBag()

    init() {
        let box = Box(.vertical, spacing: 8)
        box.setMargins(12)
        box.append(count)
        box.append(add)
        box.append(reset)
        window.child = box

        Observable.merge(add.rx.tap.map { _ in { (total: Int) in total + 1 } },
                         reset.rx.tap.map { _ in { (_: Int) in 0 } })
            .scan(0) { total, change in change(total) }
            .map(String.init)
            .bind(to: count.rx.text)
            .disposed(by: disposeBag)
    }
}
