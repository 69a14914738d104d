// Subjects are Sendable: this is the control, it must compile clean in Swift 6 mode.
// swift-version: 6
// expect: nothing
import RxRelay
import RxSwift

struct Model: Sendable {
    let names = PublishSubject<String>()
    let count = BehaviorRelay<Int>(value: 0)
    let output: Observable<Int> = .just(1)
}

func send(_ model: Model) {
    Task.detached {
        model.names.onNext("a")
        model.count.accept(1)
    }
}
