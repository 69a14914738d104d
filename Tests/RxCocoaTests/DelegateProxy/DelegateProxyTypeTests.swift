import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A scroll view subclass with no proxy factory of its own.
private final class CustomScrollView: TestScrollView {}

final class DelegateProxyTypeTests: LeakCheckingTestCase {
    func testProxyIsOnePerObjectAndInstalledAsItsDelegate() {
        onMain {
            let scrollView = TestScrollView()
            let proxy = TestScrollViewDelegateProxy.proxy(for: scrollView)
            XCTAssertTrue(TestScrollViewDelegateProxy.proxy(for: scrollView) === proxy)
            XCTAssertTrue(scrollView.delegate === proxy)
            XCTAssertTrue(TestScrollViewDelegateProxy.currentDelegate(for: scrollView) === proxy)
            XCTAssertFalse(TestScrollViewDelegateProxy.proxy(for: TestScrollView()) === proxy)
        }
    }

    func testThePreviousDelegateBecomesTheForwardDelegate() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            XCTAssertTrue(proxy.forwardToDelegate() === userDelegate)
        }
    }

    func testADelegateSetAfterTheProxyIsTakenOverOnTheNextProxyCall() {
        onMain {
            let tableView = TestTableView()
            _ = TestTableViewDelegateProxy.proxy(for: tableView)
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            XCTAssertTrue(tableView.delegate === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === userDelegate)
        }
    }

    func testTheFactoryFollowsTheClassHierarchy() {
        onMain {
            let tableView = TestTableView()
            let fromBase = TestScrollViewDelegateProxy.proxy(for: tableView)
            XCTAssertTrue(fromBase is TestTableViewDelegateProxy)
            XCTAssertTrue(TestTableViewDelegateProxy.proxy(for: tableView) === fromBase)
            XCTAssertFalse(TestScrollViewDelegateProxy.proxy(for: TestScrollView()) is TestTableViewDelegateProxy)
            XCTAssertFalse(TestScrollViewDelegateProxy.proxy(for: CustomScrollView()) is TestTableViewDelegateProxy)
        }
    }

    func testKnownImplementationsAreRegisteredOnce() {
        onMain {
            _ = TestScrollViewDelegateProxy.proxy(for: TestScrollView())
            let registrations = TestScrollViewDelegateProxy.registrations
            _ = TestScrollViewDelegateProxy.proxy(for: TestTableView())
            _ = TestScrollViewDelegateProxy.createProxy(for: TestScrollView())
            XCTAssertEqual(registrations, 1)
            XCTAssertEqual(TestScrollViewDelegateProxy.registrations, 1)
        }
    }

    func testInstallForwardDelegateUntilDisposed() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            let installation = TestTableViewDelegateProxy.installForwardDelegate(userDelegate, retainDelegate: false, onProxyForObject: tableView)
            tableView.userSelectsRow(1)
            installation.dispose()
            tableView.userSelectsRow(2)
            XCTAssertEqual(userDelegate.log, ["delegate selected 1"])
            XCTAssertNil(TestTableViewDelegateProxy.proxy(for: tableView).forwardToDelegate())
        }
    }

    func testSetCurrentDelegateSetsTheObjectsDelegate() {
        onMain {
            let scrollView = TestScrollView()
            let userDelegate = RecordingTableDelegate()
            TestScrollViewDelegateProxy.setCurrentDelegate(userDelegate, to: scrollView)
            XCTAssertTrue(scrollView.delegate === userDelegate)
            XCTAssertTrue(TestScrollViewDelegateProxy.currentDelegate(for: scrollView) === userDelegate)
        }
    }
}
