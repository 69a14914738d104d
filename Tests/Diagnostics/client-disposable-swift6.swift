// A Swift 6 client's own Disposable must be Sendable, as every disposable may be disposed from
// any thread: mutable state needs a lock (and `@unchecked Sendable`) or an actor.
// swift-version: 6
// expect: stored property 'disposals' of 'Sendable'-conforming class 'CountingDisposable' is mutable
import RxSwift

final class CountingDisposable: Disposable {
    var disposals = 0

    func dispose() {
        disposals += 1
    }
}
