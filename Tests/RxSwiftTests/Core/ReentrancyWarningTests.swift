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
        var received: [Int] = []
        var emitter: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            emitter = observer
            return Disposables.create()
        }
        .subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                emitter?.onNext(2)
            }
        })
        emitter?.onNext(1)
        XCTAssertEqual(received, [1, 2], "the anomaly is reported, not turned into a crash or a drop")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("Observable.create") ?? false, warnings.first ?? "")
        XCTAssertTrue(warnings.first?.contains("reentrancy") ?? false)
        subscription.dispose()
        emitter = nil
        #else
        // The tracker exists only in debug builds.
        XCTAssertTrue(warnings.isEmpty)
        #endif
    }

    func testSequentialDeliveryIsNotReported() {
        var emitter: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            emitter = observer
            return Disposables.create()
        }
        .subscribe()
        emitter?.onNext(1)
        emitter?.onNext(2)
        emitter?.onCompleted()
        XCTAssertTrue(warnings.isEmpty)
        subscription.dispose()
        emitter = nil
    }
}
