import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A delegate the user sets on a table view, which records what it is told.
// `@unchecked Sendable`: the tests' handlers record into it on the test's thread, where the
// events of the test controls are sent.
final class RecordingTableDelegate: TestTableViewDelegate, TestCellButtonDelegate, @unchecked Sendable {
    var log: [String] = []
    var height = 60

    func scrollViewDidScroll(_ scrollView: TestScrollView) {
        // The toolkit calls its delegates on the main thread.
        log.append("delegate scrolled to \(MainActor.assumeIsolated { scrollView.contentOffset })")
    }

    func tableView(_ tableView: TestTableView, didSelectRowAt row: Int) {
        log.append("delegate selected \(row)")
    }

    func tableView(_ tableView: TestTableView, didDeselectRowAt row: Int) {
        log.append("delegate deselected \(row)")
    }

    func tableView(_ tableView: TestTableView, heightForRowAt row: Int) -> Int {
        height
    }

    func tableView(_ tableView: TestTableView, didDeleteRowAt row: Int) {
        log.append("delegate deleted \(row)")
    }

    func tableView(_ tableView: TestTableView, didMoveRowAt sourceRow: Int, to destinationRow: Int) {
        log.append("delegate moved \(sourceRow) to \(destinationRow)")
    }

    func cellButtonTapped(_ cell: TestCell) {
        log.append("delegate button \(MainActor.assumeIsolated { cell.row })")
    }
}

final class DelegateProxyTests: LeakCheckingTestCase {
    func testSentMessageComesBeforeAndMethodInvokedAfterTheForwardedCall() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            let subscriptions = [
                proxy.sentMessage(.didSelectRow).subscribe(onNext: { userDelegate.log.append("sent \($0.1)") }),
                proxy.methodInvoked(.didSelectRow).subscribe(onNext: { userDelegate.log.append("invoked \($0.1)") }),
            ]
            tableView.userSelectsRow(2)
            XCTAssertEqual(userDelegate.log, ["sent 2", "delegate selected 2", "invoked 2"])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testForwardsWithoutObservers() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            _ = TestTableViewDelegateProxy.proxy(for: tableView)
            tableView.userScrolls(to: 4)
            XCTAssertEqual(userDelegate.log, ["delegate scrolled to 4"])
        }
    }

    func testAMethodWithAResultReturnsTheDelegatesAnswerOrTheDefault() {
        onMain {
            let tableView = TestTableView()
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            let asked = Captured<[Int]>([])
            let subscription = proxy.methodInvoked(.heightForRow).subscribe(onNext: { asked.value.append($0.1) })
            XCTAssertEqual(tableView.heightOfRow(0), 44)
            let userDelegate = RecordingTableDelegate()
            proxy.setForwardToDelegate(userDelegate, retainDelegate: false)
            XCTAssertEqual(tableView.heightOfRow(1), 60)
            XCTAssertEqual(asked.value, [0, 1])
            subscription.dispose()
        }
    }

    func testForwardDelegateIsHeldWeaklyUnlessRetained() {
        onMain {
            let tableView = TestTableView()
            let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
            var weakDelegate: RecordingTableDelegate? = RecordingTableDelegate()
            proxy.setForwardToDelegate(weakDelegate, retainDelegate: false)
            XCTAssertTrue(proxy.forwardToDelegate() === weakDelegate)
            weakDelegate = nil
            XCTAssertNil(proxy.forwardToDelegate())
            var retained: RecordingTableDelegate? = RecordingTableDelegate()
            weak let weakRetained = retained
            proxy.setForwardToDelegate(retained, retainDelegate: true)
            retained = nil
            XCTAssertNotNil(weakRetained)
            proxy.setForwardToDelegate(nil, retainDelegate: false)
            XCTAssertNil(weakRetained)
        }
    }

    func testObservablesCompleteWhenTheParentObjectGoesAway() {
        onMain {
            var tableView: TestTableView? = TestTableView()
            weak var weakProxy: TestTableViewDelegateProxy?
            let completed = Captured(0)
            let subscriptions = { () -> [Disposable] in
                let proxy = TestTableViewDelegateProxy.proxy(for: tableView!)
                weakProxy = proxy
                XCTAssertTrue(proxy.parentObject === tableView)
                return [
                    proxy.sentMessage(.didSelectRow).subscribe(onCompleted: { completed.value += 1 }),
                    proxy.methodInvoked(.didScroll).subscribe(onCompleted: { completed.value += 1 }),
                ]
            }()
            XCTAssertNotNil(weakProxy)
            tableView = nil
            XCTAssertEqual(completed.value, 2)
            XCTAssertNil(weakProxy)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testOneMethodNameWithTwoArgumentTypesIsAProgrammerError() {
        onMain {
            if ChildProcess.isRunning(case: "argumentTypes") {
                let tableView = TestTableView()
                let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
                _ = proxy.methodInvoked(.didSelectRow)
                _ = proxy.methodInvoked(DelegateMethod<String>(DelegateMethod<(TestTableView, Int)>.didSelectRow.name))
                return
            }
            ChildProcess.assertProgrammerError(
                test: "DelegateProxyTests/testOneMethodNameWithTwoArgumentTypesIsAProgrammerError",
                case: "argumentTypes",
                mentions: ["tableView(_:didSelectRowAt:)", "String"]
            )
        }
    }

    func testForwardingToItselfIsAProgrammerError() {
        onMain {
            if ChildProcess.isRunning(case: "forwardToItself") {
                let tableView = TestTableView()
                let proxy = TestTableViewDelegateProxy.proxy(for: tableView)
                proxy.setForwardToDelegate(proxy, retainDelegate: false)
                return
            }
            ChildProcess.assertProgrammerError(
                test: "DelegateProxyTests/testForwardingToItselfIsAProgrammerError",
                case: "forwardToItself",
                mentions: ["TestTableViewDelegateProxy.setForwardToDelegate", "cannot forward to itself"]
            )
        }
    }
}
