@testable import RxSwift
import RxTest
import XCTest

/// The decisions of `share(replay: 0 or 1)`, driven directly, with tokens for connections.
final class ShareStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = ShareStateMachine<Int, ConnectionToken>

    func testTheFirstSubscriberOpensAConnectionAndTheNextOnesJoinIt() throws {
        var machine = Machine(replaysLatest: false)
        let connection = ConnectionToken()
        let first = entry(), second = entry()

        let opened = try XCTUnwrap(machine.subscribe(first, catchingUp: unexpectedCatchUp(), opening: connection).connection)
        XCTAssertTrue(opened === connection)
        XCTAssertTrue(machine.hasObservers)
        // While a connection is open, no other one is made.
        guard case .joined = machine.subscribe(second, catchingUp: unexpectedCatchUp(), opening: unexpectedConnection()) else {
            return XCTFail("the second subscriber should join the open connection")
        }
        XCTAssertEqual(machine.next(1, from: connection).observers.entryIDs, ids(first, second))
    }

    func testWithoutReplayNoSubscriberCatchesUp() {
        var machine = Machine(replaysLatest: false)
        let connection = ConnectionToken()
        _ = machine.subscribe(entry(), catchingUp: unexpectedCatchUp(), opening: connection)
        XCTAssertNil(machine.next(1, from: connection).replaced)
        XCTAssertNil(machine.next(2, from: connection).replaced)
        guard case .joined = machine.subscribe(entry(), catchingUp: unexpectedCatchUp(), opening: unexpectedConnection()) else {
            return XCTFail("nothing is replayed without replay")
        }
    }

    func testWithReplayALaterSubscriberCatchesUpWithTheLatestElement() throws {
        var machine = Machine(replaysLatest: true)
        let connection = ConnectionToken()
        let first = entry()
        _ = machine.subscribe(first, catchingUp: unexpectedCatchUp(), opening: connection)
        // No element yet: nothing to catch up with.
        guard case .joined = machine.subscribe(entry(), catchingUp: unexpectedCatchUp(), opening: unexpectedConnection()) else {
            return XCTFail("a subscriber before the first element has nothing to catch up with")
        }
        XCTAssertNil(machine.next(1, from: connection).replaced)
        XCTAssertEqual(machine.next(2, from: connection).replaced, 1)

        let catchUp = CatchUpObserver<Int> { _ in }
        let action = machine.subscribe(unexpectedEntry(), catchingUp: catchUp, opening: unexpectedConnection())
        guard case .catchUp(_, let observer, let latest) = action else {
            return XCTFail("the subscriber should catch up, not \(action)")
        }
        XCTAssertTrue(observer === catchUp)
        XCTAssertEqual(latest, 2)
        // The catch-up observer is stored in the subscriber's place, last.
        let observers = machine.next(3, from: connection).observers.entryIDs
        XCTAssertEqual(observers.count, 3)
        XCTAssertEqual(observers.first, ObjectIdentifier(first))
    }

    func testTheSourceTerminatingEndsTheConnectionAndTheNextSubscriberOpensANewOne() throws {
        var machine = Machine(replaysLatest: true)
        let connection = ConnectionToken()
        let first = entry(), second = entry()
        _ = machine.subscribe(first, catchingUp: unexpectedCatchUp(), opening: connection)
        _ = machine.subscribe(second, catchingUp: unexpectedCatchUp(), opening: unexpectedConnection())
        _ = machine.next(5, from: connection)

        guard case .deliverAndDisconnect(let observers, let latest) = machine.terminate(from: connection) else {
            return XCTFail("the terminal event should reach the observers")
        }
        XCTAssertEqual(observers.entryIDs, ids(first, second))
        XCTAssertEqual(latest, 5)
        XCTAssertFalse(machine.hasObservers)
        // The ended connection's later events go nowhere.
        guard case .ignore = machine.terminate(from: connection) else { return XCTFail("a second terminal event is ignored") }
        XCTAssertEqual(machine.next(6, from: connection).observers.entryIDs, [])

        // The next subscriber opens a new connection, with nothing to replay.
        let next = ConnectionToken()
        let opened = try XCTUnwrap(machine.subscribe(entry(), catchingUp: unexpectedCatchUp(), opening: next).connection)
        XCTAssertTrue(opened === next)
        XCTAssertEqual(machine.next(7, from: connection).observers.entryIDs, [], "the old connection's elements still go nowhere")
        XCTAssertNil(machine.next(8, from: next).replaced)
    }

    func testTheLastObserverLeavingDisconnects() throws {
        var machine = Machine(replaysLatest: true)
        let connection = ConnectionToken()
        let first = entry(), second = entry()
        let firstKey = try XCTUnwrap(machine.subscribe(first, catchingUp: unexpectedCatchUp(), opening: connection).key)
        let secondKey = try XCTUnwrap(machine.subscribe(second, catchingUp: unexpectedCatchUp(), opening: unexpectedConnection()).key)
        _ = machine.next(4, from: connection)

        guard case .release(let removed) = machine.unsubscribe(key: firstKey) else {
            return XCTFail("an observer that is not the last one only leaves")
        }
        XCTAssertTrue(removed === first)
        // A key that was removed already removes nothing and does not disconnect.
        guard case .release(nil) = machine.unsubscribe(key: firstKey) else { return XCTFail("a removed key removes nothing") }

        guard case .disconnect(let closed, let released, let latest) = machine.unsubscribe(key: secondKey) else {
            return XCTFail("the last observer leaving should disconnect")
        }
        XCTAssertTrue(closed === connection)
        XCTAssertTrue(released === second)
        XCTAssertEqual(latest, 4)
        guard case .ignore = machine.terminate(from: connection) else { return XCTFail("the closed connection's terminal event is ignored") }
    }

    func testAKeyOfAnEndedConnectionNeverRemovesAnObserverOfALaterOne() throws {
        var machine = Machine(replaysLatest: false)
        let connection = ConnectionToken()
        let oldKey = try XCTUnwrap(machine.subscribe(entry(), catchingUp: unexpectedCatchUp(), opening: connection).key)
        _ = machine.terminate(from: connection)

        let later = ConnectionToken()
        let observer = entry()
        let newKey = try XCTUnwrap(machine.subscribe(observer, catchingUp: unexpectedCatchUp(), opening: later).key)
        XCTAssertNotEqual(oldKey, newKey)
        guard case .release(nil) = machine.unsubscribe(key: oldKey) else {
            return XCTFail("the old subscription's key should remove nothing")
        }
        XCTAssertEqual(machine.next(1, from: later).observers.entryIDs, ids(observer))
    }

    private func entry() -> SubjectObserverEntry {
        SubjectObserver<Int> { _ in }
    }

    private func ids(_ entries: SubjectObserverEntry...) -> [ObjectIdentifier] {
        entries.map(ObjectIdentifier.init)
    }

    /// An entry the machine must not build: it fails the test when it does.
    private func unexpectedEntry() -> SubjectObserverEntry {
        XCTFail("the subscriber's direct entry was built")
        return entry()
    }

    /// A catch-up observer the machine must not build.
    private func unexpectedCatchUp() -> CatchUpObserver<Int> {
        XCTFail("a catch-up observer was built")
        return CatchUpObserver { _ in }
    }

    /// A connection the machine must not open.
    private func unexpectedConnection() -> ConnectionToken {
        XCTFail("a connection was opened")
        return ConnectionToken()
    }
}

/// Stands for a connection object in the machine tests: only its identity matters.
final class ConnectionToken {}

extension ShareStateMachine.SubscribeAction {
    /// The key the subscriber was stored under.
    var key: BagKey? {
        switch self {
        case .joined(let key), .catchUp(let key, _, _), .connect(let key, _): key
        }
    }

    /// The connection the subscriber opened, if it was the first.
    var connection: Connection? {
        if case .connect(_, let connection) = self { return connection }
        return nil
    }
}
