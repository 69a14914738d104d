import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MapTests: LeakCheckingTestCase {
    private func emitting(_ values: [Int], completeWith error: Error? = nil) -> Observable<Int> {
        Observable.create { observer in
            values.forEach(observer.onNext)
            if let error { observer.onError(error) } else { observer.onCompleted() }
            return Disposables.create()
        }
    }

    func testMapTransformsEachElement() {
        let events = Captured<[String]>([])
        emitting([1, 2, 3]).map { $0 * 10 }.subscribe { events.value.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events.value, ["next(10)", "next(20)", "next(30)", "completed"])
    }

    func testMapForwardsAnError() {
        let events = Captured<[String]>([])
        emitting([1], completeWith: TestError()).map { $0 }.subscribe { events.value.append($0.debugDescription) }.dispose()
        XCTAssertEqual(events.value.count, 2)
        XCTAssertTrue(events.value[1].hasPrefix("error("))
    }

    func testAThrowingTransformEndsWithItsError() {
        let events = Captured<[Event<Int>]>([])
        let disposed = Captured(false)
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create { disposed.value = true }
        }
        .map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }
        .subscribe { events.value.append($0) }
        XCTAssertEqual(events.value.count, 2)
        XCTAssertEqual(events.value[0].element, 1)
        XCTAssertTrue(events.value[1].error is TestError)
        XCTAssertTrue(disposed.value, "the source subscription is disposed after the error")
    }

    // A chain of 1,000 operators subscribes, delivers, completes and disposes without
    // overflowing a thread stack of 4 MiB, half the main thread's, which leaves room for the
    // sanitizers' larger frames (each stage nests one subscribe and one delivery call).
    func testAThousandOperatorLongChainRunsOnAFourMebibyteStack() {
        let received = Captured<[Int]>([])
        let completed = Captured(false)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var chain = Observable.of(0, 1)
            for stage in 0..<1_000 {
                chain = stage % 2 == 0 ? chain.map { $0 + 1 } : chain.filter { _ in true }
            }
            let subscription = chain.subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
            subscription.dispose()
            done.signal()
        }
        thread.stackSize = 1 << 22
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "the chain did not finish")
        XCTAssertEqual(received.value, [500, 501])
        XCTAssertTrue(completed.value)
    }
}
