// A team that wants shared state in `@Sendable` closures to stop the build, not warn, turns the
// diagnostic group into errors (SwiftPM 6.2: `.treatWarning("SendableClosureCaptures", as: .error)`;
// swiftc: `-Werror SendableClosureCaptures`), as docs/Concurrency.md shows.
// swift-version: 6
// flags: -Werror SendableClosureCaptures
// expect: error: mutation of captured var 'count' in concurrently-executing code
// expect: error: capture of 'log' with non-Sendable type 'Log' in a '@Sendable' closure
import RxSwift

final class Log {
    var lines: [String] = []
}

func record(_ source: Observable<String>, into log: Log) -> Disposable {
    var count = 0
    return source
        .do(onNext: { log.lines.append($0) })
        .subscribe(onNext: { _ in count += 1 })
}
