// A nonisolated async function written for RxSwift 6.10 reads a Driver's `values` with `await`,
// because RxSwift 6.10 makes it main-actor isolated; here too, so the `await` is needed and
// warns about nothing, and a main-actor function reads it without one.
// swift-version: 6
// expect: nothing
import RxCocoa
import RxSwift

func sum(of driver: Driver<Int>) async -> Int {
    var total = 0
    for await value in await driver.values {
        total += value
    }
    return total
}

@MainActor
func firstTitle(of titles: Signal<String>) async -> String? {
    for await title in titles.values {
        return title
    }
    return nil
}
