import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

/// A main-actor class whose `scan` and `subscribe(with:)` closures touch its own state.
@MainActor
private final class SumModel {
    private(set) var sums: [String] = []
    private(set) var log: [String] = []

    func bind(_ values: Observable<Int>) -> Disposable {
        values
            .observe(on: MainScheduler.instance)
            .scan(0) { [weak self] sum, value in
                self?.log.append("scan \(value)")
                return sum + value
            }
            .distinctUntilChanged()
            .subscribe(with: self, onNext: { model, sum in model.sums.append(String(sum)) }, onDisposed: { model in model.log.append("disposed with") })
    }
}

final class MainThreadObservableOperatorsTests: LeakCheckingTestCase {
    func testScanDistinctUntilChangedAndSubscribeWithKeepTheMainThread() {
        MainActor.assumeIsolated {
            let model = SumModel()
            let subscription = model.bind(.of(1, 0, 2))
            XCTAssertEqual(model.sums, ["1", "3"])
            // The sequence completed, so the subscription was disposed, on the main thread.
            XCTAssertEqual(model.log, ["scan 1", "scan 0", "scan 2", "disposed with"])
            subscription.dispose()
        }
    }

    func testTheDisposalHandlerRunsOnTheMainThreadWhenAnotherThreadDisposes() {
        let disposedOnMain = SchedulerTestLog<Bool>()
        let subscription = PublishSubject<Int>()
            .observe(on: MainScheduler.instance)
            .subscribe(onDisposed: { disposedOnMain.append(Thread.isMainThread) })
        let disposed = expectation(description: "disposed on another thread")
        DispatchQueue.global().async {
            subscription.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 5)
        XCTAssertTrue(runMainRunLoop { disposedOnMain.count == 1 })
        XCTAssertEqual(disposedOnMain.values, [true])
    }

    func testTakeZeroCompletesOnTheMainThreadWithoutSubscribingTheSource() {
        let completedOnMain = SchedulerTestLog<Bool>()
        let subscribed = SchedulerTestLog<Bool>()
        let source = Observable<Int>.never().do(onSubscribe: { subscribed.append(true) })
        let finished = expectation(description: "subscribed on another thread")
        DispatchQueue.global().async {
            _ = source.observe(on: MainScheduler.instance).take(0).subscribe(onCompleted: { completedOnMain.append(Thread.isMainThread) })
            finished.fulfill()
        }
        wait(for: [finished], timeout: 5)
        XCTAssertTrue(runMainRunLoop { completedOnMain.count == 1 })
        XCTAssertEqual(completedOnMain.values, [true])
        XCTAssertEqual(subscribed.count, 0)
    }

    func testTakeAndSkipKeepTheMainThread() {
        MainActor.assumeIsolated {
            var received: [Int] = []
            _ = Observable.of(1, 2, 3, 4)
                .observe(on: MainScheduler.instance)
                .skip(1)
                .take(2)
                .compactMap { $0 % 2 == 0 ? $0 * 10 : $0 }
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [20, 3])
        }
    }

    func testAnErrorThrownByAMainActorClosureEndsTheSequenceWithIt() {
        MainActor.assumeIsolated {
            var events: [String] = []
            _ = Observable.of(1, 2)
                .observe(on: MainScheduler.instance)
                .map { value -> Int in
                    if value == 2 { throw TestError.boom }
                    return value
                }
                .subscribe(onNext: { events.append("next \($0)") }, onError: { events.append("error \($0)") })
            XCTAssertEqual(events, ["next 1", "error boom"])
        }
    }
}

private enum TestError: Error, CustomStringConvertible {
    case boom
    var description: String { "boom" }
}
