import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A view model's consumer as a Swift 6 mode app writes one: a main-actor class that drives its
/// own state from a Driver and a Signal, with no isolation assertion.
@MainActor
private final class CountScreen {
    private(set) var shown: [String] = []
    private(set) var log: [String] = []
    let bag = DisposeBag()

    func drive(_ counts: Driver<Int>, _ alerts: Signal<String>) {
        counts
            .drive(onNext: { [weak self] in self?.shown.append("\($0)") }, onCompleted: { [weak self] in self?.log.append("counts completed") })
            .disposed(by: bag)
        counts
            .drive(with: self, onNext: { screen, count in screen.log.append("count \(count)") })
            .disposed(by: bag)
        alerts
            .emit(onNext: { [weak self] in self?.log.append("alert \($0)") })
            .disposed(by: bag)
        alerts
            .emit(with: self, onNext: { screen, alert in screen.log.append("alert with \(alert)") }, onDisposed: { screen in screen.log.append("alerts disposed") })
            .disposed(by: bag)
    }
}

final class ObservableTypeMainActorHandlersTests: LeakCheckingTestCase {
    func testDriveAndEmitTakeMainActorClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let counts = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).asDriver(onErrorJustReturn: 0)
            let alerts = scheduler.createHotObservable([.next(215, "low"), .completed(240)]).asSignal(onErrorJustReturn: "")
            onMain {
                let screen = CountScreen()
                screen.drive(counts, alerts)
                scheduler.start()
                XCTAssertEqual(screen.shown, ["1", "2"])
                XCTAssertEqual(screen.log, ["count 1", "alert low", "alert with low", "count 2", "counts completed", "alerts disposed"])
            }
        }
    }

    /// A Driver whose sharing scheduler is not the main thread's (a test's mock) delivers there;
    /// a main-actor handler then stops the program with a message naming `drive(onNext:)`.
    func testAMainActorDriveHandlerReachedOffTheMainThreadStopsWithANamedMessage() {
        if ChildProcess.isRunning(case: "drive off main") {
            let delivered = DispatchSemaphore(value: 0)
            SharingScheduler.mock(scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) {
                _ = Observable.just(1).asDriver(onErrorJustReturn: 0).drive(onNext: { _ in delivered.signal() })
            }
            _ = delivered.wait(timeout: .now() + 5)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ObservableTypeMainActorHandlersTests/testAMainActorDriveHandlerReachedOffTheMainThreadStopsWithANamedMessage",
            case: "drive off main",
            mentions: ["drive(onNext:)", "must run on the main thread", "main-actor code"]
        )
    }
}
