// A stored non-Sendable function value passed as an operator closure.
// swift-version: 6
// expect: warning: passing non-Sendable parameter 'transform' to function expecting a '@Sendable' closure
import RxSwift

func apply(_ transform: @escaping (Int) -> Int, to source: Observable<Int>) -> Observable<Int> {
    source.map(transform)
}
