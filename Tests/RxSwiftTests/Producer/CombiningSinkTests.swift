import Foundation
@testable import RxSwift
import RxTest
import XCTest

final class CombiningSinkTests: LeakCheckingTestCase {
    private let error = MultiSourceFixtures.error

    func testASourcesSubscriptionIsDisposedWhenItEndsAndNothingPassesAfterTheEnd() {
        var events: [Event<Int>] = []
        let disposed = Captured([false, false])
        let sink = CombineLatestCollectionSink<Int, Int>(
            arity: 2,
            resultSelector: { $0.reduce(0, +) },
            observer: { events.append($0) }
        )
        sink.subscriptions[0].setDisposable(Disposables.create { disposed.value[0] = true })
        sink.subscriptions[1].setDisposable(Disposables.create { disposed.value[1] = true })

        sink.on(.next(1), at: 0)
        sink.on(.completed, at: 0)
        XCTAssertEqual(disposed.value, [true, false], "only the completed source is unsubscribed")
        sink.on(.next(2), at: 1)
        XCTAssertEqual(events, [.next(3)])
        sink.on(.error(error), at: 1)
        sink.on(.next(5), at: 1)
        XCTAssertEqual(events, [.next(3), .error(error)])
        XCTAssertEqual(disposed.value, [true, true])
        XCTAssertTrue(sink.isDisposed)
    }

    func testSourceCompletionsTellTheLastCompletionAndTheOthers() {
        var completions = SourceCompletions(arity: 3)
        XCTAssertFalse(completions.allCompleted(except: 0))
        XCTAssertFalse(completions.complete(1))
        XCTAssertFalse(completions.complete(1), "a source that completes again changes nothing")
        XCTAssertEqual(completions.count, 1)
        XCTAssertFalse(completions.allCompleted(except: 0))
        XCTAssertFalse(completions.complete(2))
        XCTAssertTrue(completions.allCompleted(except: 0))
        XCTAssertFalse(completions.allCompleted(except: 1), "source 0 is still running")
        XCTAssertTrue(completions.complete(0), "the last completion")
        XCTAssertFalse(completions.complete(0))
        XCTAssertEqual(completions.count, 3)
    }
}
