import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class SharedSequenceConcurrencyTests: LeakCheckingTestCase {
    func testValuesOfADriverCanBeAwaitedWithoutTry() async {
        let scheduler = TestScheduler(initialClock: 0)
        // `values` is main-actor isolated, as RxSwift 6.10's is.
        let stream = await MainActor.run { () -> AsyncStream<Int> in
            var made: AsyncStream<Int>?
            SharingScheduler.mock(scheduler: scheduler) { made = Driver.of(1, 2, 3).values }
            return made!
        }
        scheduler.start()
        var elements: [Int] = []
        for await element in stream {
            elements.append(element)
        }
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async {
        let relay = PublishRelay<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        var stream: AsyncStream<Int>? = await MainActor.run {
            var made: AsyncStream<Int>?
            SharingScheduler.mock(scheduler: scheduler) { made = relay.asSignal().values }
            return made
        }
        relay.accept(7)
        relay.accept(8)
        scheduler.start()
        var elements: [Int] = []
        for await element in stream! {
            elements.append(element)
            break
        }
        stream = nil
        XCTAssertEqual(elements, [7])
    }
}
