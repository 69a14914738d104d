import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

final class SharedSequenceConcurrencyTests: LeakCheckingTestCase {
    func testValuesOfADriverCanBeAwaitedWithoutTry() async {
        let scheduler = TestScheduler(initialClock: 0)
        var stream: AsyncStream<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            stream = Driver.of(1, 2, 3).values
        }
        scheduler.start()
        var elements: [Int] = []
        for await element in stream! {
            elements.append(element)
        }
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async {
        let relay = PublishRelay<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        var stream: AsyncStream<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            stream = relay.asSignal().values
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
