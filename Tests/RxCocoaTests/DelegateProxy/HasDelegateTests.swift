import RxCocoa
import RxSwift
import RxTest
import XCTest

private protocol PickerDataSource: AnyObject {
    func numberOfItems() -> Int
}

private final class Picker: DeallocationObservable, HasDataSource {
    let deallocationTracker = DeallocationTracker()
    weak var dataSource: PickerDataSource?
}

private final class PickerDataSourceProxy: DelegateProxy<Picker, PickerDataSource>, DelegateProxyType, PickerDataSource {
    init(picker: Picker) {
        super.init(parentObject: picker, delegateProxy: PickerDataSourceProxy.self)
    }

    static func registerKnownImplementations() {
        register { (picker: Picker) in PickerDataSourceProxy(picker: picker) }
    }

    func numberOfItems() -> Int {
        invoke(DelegateMethod<Void>("numberOfItems()"), with: (), forward: { $0.numberOfItems() }, otherwise: 0)
    }
}

private final class FixedDataSource: PickerDataSource {
    func numberOfItems() -> Int { 5 }
}

final class HasDelegateTests: LeakCheckingTestCase {
    func testHasDelegateReadsAndSetsTheDelegateProperty() {
        onMain {
            let scrollView = TestScrollView()
            let userDelegate = RecordingTableDelegate()
            TestScrollViewDelegateProxy.setCurrentDelegate(userDelegate, to: scrollView)
            XCTAssertTrue(scrollView.delegate === userDelegate)
            XCTAssertTrue(TestScrollViewDelegateProxy.currentDelegate(for: scrollView) === userDelegate)
        }
    }

    func testHasDataSourceReadsAndSetsTheDataSourceProperty() {
        onMain {
            let picker = Picker()
            let dataSource = FixedDataSource()
            picker.dataSource = dataSource
            let proxy = PickerDataSourceProxy.proxy(for: picker)
            XCTAssertTrue(picker.dataSource === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === dataSource)
            XCTAssertEqual(picker.dataSource?.numberOfItems(), 5)
            PickerDataSourceProxy.setCurrentDelegate(nil, to: picker)
            XCTAssertNil(PickerDataSourceProxy.currentDelegate(for: picker))
        }
    }
}
