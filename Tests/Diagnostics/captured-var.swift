// A local variable mutated by a subscribe handler, which may run on another thread.
// swift-version: 6
// expect: warning: mutation of captured var 'count' in concurrently-executing code
import RxSwift

func countElements(of source: Observable<Int>) -> Disposable {
    var count = 0
    return source.subscribe(onNext: { _ in count += 1 })
}
