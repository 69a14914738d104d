import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class SerializingSinkTests: LeakCheckingTestCase {
    /// A minimal serializing sink: `push` queues an event under the lock.
    private final class PushingSink: EventSerializingSink<Int>, @unchecked Sendable {
        func push(_ event: Event<Int>) {
            emit { event }
        }
    }

    private func makeSink(_ observer: @escaping (Event<Int>) -> Void) -> PushingSink {
        PushingSink(observer: observer)
    }

    func testAnItemQueuedDuringDeliveryIsDeliveredAfterIt() {
        var log: [String] = []
        var sink: PushingSink!
        sink = makeSink { event in
            log.append("begin \(event)")
            if event.element == 1 {
                sink.push(.next(2))
                log.append("queued 2")
            }
            log.append("end \(event)")
        }
        sink.push(.next(1))
        XCTAssertEqual(log, ["begin next(1)", "queued 2", "end next(1)", "begin next(2)", "end next(2)"])
        sink.dispose()
        sink = nil
    }

    func testNothingIsDeliveredAfterATerminalEvent() {
        var events: [Event<Int>] = []
        var sink: PushingSink!
        sink = makeSink { event in
            events.append(event)
            if event.isCompleted {
                sink.push(.next(3))
            }
        }
        sink.push(.next(1))
        sink.push(.completed)
        sink.push(.next(2))
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertTrue(sink.isDisposed)
        sink = nil
    }

    func testDeliveriesFromTwoThreadsNeverOverlapAndNoneIsLost() {
        let perThread = 5_000
        let checker = SerialDeliveryChecker()
        let counter = DeliveryCounter(target: 2 * perThread)
        let sink = makeSink { _ in
            checker.deliver { counter.increment() }
        }
        let box = SendableTestBox(sink)

        MultiSourceFixtures.runConcurrently([
            { for value in 0..<perThread { box.value.push(.next(value)) } },
            { for value in 0..<perThread { box.value.push(.next(value)) } },
        ], alsoWaitFor: [counter.reachedTarget])

        XCTAssertEqual(counter.count, 2 * perThread)
        XCTAssertEqual(checker.violations, 0)
        sink.dispose()
    }

    func testTheResultSelectorRunsInTheDeliveringThreadAndItsErrorEndsTheSequence() {
        final class SelectingSink: ResultSelectingSink<Int, String>, @unchecked Sendable {
            func push(_ snapshot: Int) {
                enqueueAndDrain(.next(snapshot))
            }
        }
        var events: [Event<String>] = []
        let sink = SelectingSink(
            resultSelector: { value in
                if value == 2 { throw MultiSourceFixtures.error }
                return "#\(value)"
            },
            observer: { events.append($0) }
        )
        sink.push(1)
        sink.push(2)
        sink.push(3)
        XCTAssertEqual(events, [.next("#1"), .error(MultiSourceFixtures.error)])
        XCTAssertTrue(sink.isDisposed)
    }
}
