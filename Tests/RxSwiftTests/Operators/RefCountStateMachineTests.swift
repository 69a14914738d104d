@testable import RxSwift
import RxTest
import XCTest

/// The decisions of `refCount()`, driven directly: connection steps are reported back by hand,
/// as the connector does once it has carried them out.
final class RefCountStateMachineTests: LeakCheckingTestCase {
    private typealias Membership = RefCountStateMachine.Membership

    func testTheFirstSubscriberConnectsAndTheLastOneDisconnects() throws {
        var machine = RefCountStateMachine()
        var first = Membership.pending, second = Membership.pending
        XCTAssertTrue(machine.join(&first).isConnect)
        XCTAssertTrue(machine.join(&second).isNone, "a connection is already being made")
        let connection = BooleanDisposable()
        XCTAssertTrue(machine.connected(connection).isNone)
        XCTAssertEqual(machine.count, 2)

        XCTAssertTrue(machine.leave(&first).isNone)
        let closing = try XCTUnwrap(machine.leave(&second).disconnected)
        XCTAssertTrue(closing as AnyObject === connection as AnyObject)
        XCTAssertTrue(machine.disconnected().isNone)
        XCTAssertEqual(machine.count, 0)
        // Leaving twice counts once.
        XCTAssertTrue(machine.leave(&second).isNone)
        XCTAssertEqual(machine.count, 0)
    }

    /// A sink disposed, or whose source terminated, while it subscribed (before it joined).
    func testASubscriberThatEndedBeforeJoiningIsNeverCounted() {
        let endings: [(inout RefCountStateMachine, inout Membership) -> RefCountStateMachine.Action] = [
            { $0.leave(&$1) },
            { $0.terminate(&$1) },
        ]
        for end in endings {
            var machine = RefCountStateMachine()
            var member = Membership.pending
            XCTAssertTrue(end(&machine, &member).isNone)
            XCTAssertTrue(machine.join(&member).isNone)
            XCTAssertEqual(machine.count, 0)
            XCTAssertEqual(machine.generation, 0)
            guard case .disconnected = machine.state else { return XCTFail("nothing should connect") }
        }
    }

    func testADisconnectOvertakenWhileConnectingIsNotDone() {
        var machine = RefCountStateMachine()
        var first = Membership.pending, second = Membership.pending
        XCTAssertTrue(machine.join(&first).isConnect)
        // While `connect()` runs, the only subscriber leaves and another one arrives.
        XCTAssertTrue(machine.leave(&first).isNone)
        XCTAssertTrue(machine.join(&second).isNone)
        XCTAssertTrue(machine.connected(Disposables.create()).isNone, "the new subscriber keeps the connection")
        XCTAssertEqual(machine.count, 1)
    }

    func testAConnectionNobodyWantsAnyMoreIsDisposedAsSoonAsItIsReported() {
        var machine = RefCountStateMachine()
        var member = Membership.pending
        XCTAssertTrue(machine.join(&member).isConnect)
        XCTAssertTrue(machine.leave(&member).isNone)
        let connection = BooleanDisposable()
        XCTAssertTrue(machine.connected(connection).disconnected as AnyObject === connection as AnyObject)
        XCTAssertTrue(machine.disconnected().isNone)
    }

    func testASubscriberArrivingWhileDisconnectingConnectsAgainAfterwards() {
        var machine = RefCountStateMachine()
        var first = Membership.pending, second = Membership.pending
        _ = machine.join(&first)
        _ = machine.connected(Disposables.create())
        XCTAssertNotNil(machine.leave(&first).disconnected)
        XCTAssertTrue(machine.join(&second).isNone, "the disconnection is under way")
        XCTAssertTrue(machine.disconnected().isConnect)
        XCTAssertTrue(machine.connected(Disposables.create()).isNone)
    }

    func testTerminationEndsTheConnectionForAllItsSubscribers() throws {
        var machine = RefCountStateMachine()
        var first = Membership.pending, second = Membership.pending, late = Membership.pending
        _ = machine.join(&first)
        _ = machine.join(&second)
        let connection = BooleanDisposable()
        _ = machine.connected(connection)

        let closing = try XCTUnwrap(machine.terminate(&first).disconnected)
        XCTAssertTrue(closing as AnyObject === connection as AnyObject)
        XCTAssertEqual(machine.count, 0)
        // The other subscriber of the ended connection is no longer counted.
        XCTAssertTrue(machine.terminate(&second).isNone)
        XCTAssertTrue(machine.leave(&second).isNone)
        XCTAssertEqual(machine.count, 0)
        XCTAssertTrue(machine.disconnected().isNone)

        // The next subscriber connects again, in the next generation.
        XCTAssertTrue(machine.join(&late).isConnect)
        guard case .counted(let generation) = late else { return XCTFail("the late subscriber should be counted") }
        XCTAssertEqual(generation, 1)
    }

    func testATerminationDuringConnectDisconnectsOnceTheConnectionIsReported() {
        var machine = RefCountStateMachine()
        var first = Membership.pending, next = Membership.pending
        XCTAssertTrue(machine.join(&first).isConnect)
        // A synchronous source terminates inside `connect()`, and a new subscriber arrives.
        XCTAssertTrue(machine.terminate(&first).isNone)
        XCTAssertTrue(machine.join(&next).isNone)
        XCTAssertNotNil(machine.connected(Disposables.create()).disconnected)
        XCTAssertTrue(machine.disconnected().isConnect, "the new subscriber gets a new connection")
    }
}

extension RefCountStateMachine.Action {
    /// Whether the action is to do nothing.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Whether the action is to connect.
    var isConnect: Bool {
        if case .connect = self { return true }
        return false
    }

    /// The connection the action disposes.
    var disconnected: Disposable? {
        if case .disconnect(let connection) = self { return connection }
        return nil
    }
}
