// `any Disposable` is Sendable: a Swift 6 client hands its subscription to another task.
// swift-version: 6
// expect: nothing
import RxSwift

func keep(_ subject: PublishSubject<Int>) {
    let subscription = subject.subscribe(onNext: { print($0) })
    Task.detached {
        subscription.dispose()
    }
}
