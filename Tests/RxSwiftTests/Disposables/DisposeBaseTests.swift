import RxTest
import XCTest
@testable import RxSwift

final class DisposeBaseTests: LeakCheckingTestCase {
    func testDisposablesAreCountedWhileAlive() {
        let before = Resources.total
        var disposable: SerialDisposable? = SerialDisposable()
        XCTAssertEqual(Resources.total, before + 1)

        disposable?.dispose()
        XCTAssertEqual(Resources.total, before + 1)

        disposable = nil
        XCTAssertEqual(Resources.total, before)
    }

    func testEveryLibraryDisposableIsCounted() {
        let before = Resources.total
        var disposables: [AnyObject] = [
            DisposeBag(),
            CompositeDisposable(),
            SingleAssignmentDisposable(),
            SerialDisposable(),
            RefCountDisposable(disposable: Disposables.create()),
            ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: Disposables.create()),
        ]
        XCTAssertEqual(Resources.total, before + Int32(disposables.count))

        disposables.removeAll()
        XCTAssertEqual(Resources.total, before)
    }
}
