// The same client disposable in Swift 5 mode compiles without a diagnostic, as it did before
// `Disposable` was refined to `Sendable`.
// swift-version: 5
// expect: nothing
import RxSwift

final class CountingDisposable: Disposable {
    var disposals = 0

    func dispose() {
        disposals += 1
    }
}
