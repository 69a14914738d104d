import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class NotificationCenterRxTests: LeakCheckingTestCase {
    private let testName = Notification.Name("RxCocoaTests.notification")

    func testDeliversTheNamedNotificationsWhileSubscribed() {
        let center = NotificationCenter()
        var received: [Int] = []
        let subscription = center.rx.notification(testName).subscribe(onNext: { received.append($0.userInfo?["value"] as? Int ?? -1) })
        center.post(name: testName, object: nil, userInfo: ["value": 1])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["value": 2])
        center.post(name: testName, object: nil, userInfo: ["value": 3])
        subscription.dispose()
        center.post(name: testName, object: nil, userInfo: ["value": 4])
        XCTAssertEqual(received, [1, 3])
    }

    func testFiltersByObject() {
        let center = NotificationCenter()
        let sender = NSObject()
        var received = 0
        let subscription = center.rx.notification(testName, object: sender).subscribe(onNext: { _ in received += 1 })
        center.post(name: testName, object: sender)
        center.post(name: testName, object: NSObject())
        XCTAssertEqual(received, 1)
        subscription.dispose()
    }

    func testANilNameDeliversEveryNotification() {
        let center = NotificationCenter()
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })
        center.post(name: testName, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        XCTAssertEqual(names, [testName, Notification.Name("other")])
        subscription.dispose()
    }
}
