@testable import RxSwift
import RxTest
import XCTest

final class ReentrancyWarningTests: LeakCheckingTestCase {
    private var warnings: [String] = []
    private var previousReport: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        warnings = []
        previousReport = SynchronizationTracker.setReport { [unowned self] in self.warnings.append($0) }
    }

    override func tearDown() {
        if let previousReport {
            _ = SynchronizationTracker.setReport(previousReport)
        }
        super.tearDown()
    }

    func testReentrantDeliveryIntoCreateIsReportedWithTheOperatorName() {
        #if DEBUG
        let received = Captured<[Int]>([])
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }
        .subscribe(onNext: { value in
            received.value.append(value)
            if value == 1 {
                emitter.value?.onNext(2)
            }
        })
        emitter.value?.onNext(1)
        XCTAssertEqual(received.value, [1, 2], "the anomaly is reported, not turned into a crash or a drop")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("Observable.create") ?? false, warnings.first ?? "")
        XCTAssertTrue(warnings.first?.contains("reentrancy") ?? false)
        subscription.dispose()
        emitter.value = nil
        #else
        // The tracker exists only in debug builds.
        XCTAssertTrue(warnings.isEmpty)
        #endif
    }

    func testSequentialDeliveryIsNotReported() {
        let emitter = Captured<AnyObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }
        .subscribe()
        emitter.value?.onNext(1)
        emitter.value?.onNext(2)
        emitter.value?.onCompleted()
        XCTAssertTrue(warnings.isEmpty)
        subscription.dispose()
        emitter.value = nil
    }
}
