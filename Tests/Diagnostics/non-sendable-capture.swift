// A non-Sendable object shared with a flatMap selector.
// swift-version: 6
// expect: warning: capture of 'cache' with non-Sendable type 'Cache' in a '@Sendable' closure
import RxSwift

final class Cache {
    var entries: [Int: String] = [:]
}

func lookUp(_ keys: Observable<Int>, in cache: Cache) -> Observable<String> {
    keys.flatMap { key in Observable.just(cache.entries[key] ?? "") }
}
