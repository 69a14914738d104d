// A non-Sendable object used by a `create` body, which runs on the subscribing thread.
// swift-version: 6
// expect: warning: capture of 'buffer' with non-Sendable type 'Buffer' in a '@Sendable' closure
import RxSwift

final class Buffer {
    var items: [Int] = []
}

func drain(_ buffer: Buffer) -> Observable<Int> {
    Observable.create { observer in
        buffer.items.forEach(observer.onNext)
        observer.onCompleted()
        return Disposables.create()
    }
}
