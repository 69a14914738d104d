import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class NotificationCenterRxTests: LeakCheckingTestCase {
    private let testName = Notification.Name("RxCocoaTests.notification")

    func testDeliversTheNamedNotificationsWhileSubscribed() {
        let center = NotificationCenter()
        let received = Captured<[Int]>([])
        let subscription = center.rx.notification(testName).subscribe(onNext: { received.value.append($0.userInfo?["value"] as? Int ?? -1) })
        center.post(name: testName, object: nil, userInfo: ["value": 1])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["value": 2])
        center.post(name: testName, object: nil, userInfo: ["value": 3])
        subscription.dispose()
        center.post(name: testName, object: nil, userInfo: ["value": 4])
        XCTAssertEqual(received.value, [1, 3])
    }

    func testFiltersByObject() {
        let center = NotificationCenter()
        let sender = NSObject()
        let received = Captured(0)
        let subscription = center.rx.notification(testName, object: sender).subscribe(onNext: { _ in received.value += 1 })
        center.post(name: testName, object: sender)
        center.post(name: testName, object: NSObject())
        XCTAssertEqual(received.value, 1)
        subscription.dispose()
    }

    func testANilNameDeliversEveryNotification() {
        let center = NotificationCenter()
        let names = Captured<[Notification.Name]>([])
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.value.append($0.name) })
        center.post(name: testName, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        XCTAssertEqual(names.value, [testName, Notification.Name("other")])
        subscription.dispose()
    }
}
