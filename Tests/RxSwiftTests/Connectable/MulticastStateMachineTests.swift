@testable import RxSwift
import RxTest
import XCTest

/// The decisions of the multicast connectables, driven directly, with integers for subjects
/// and tokens for connections.
final class MulticastStateMachineTests: LeakCheckingTestCase {
    private typealias Machine = MulticastStateMachine<Int, ConnectionToken>

    func testTheFirstSubscriberMakesTheSubjectAndTheOthersUseIt() {
        var machine = Machine()
        XCTAssertNil(machine.subjectWanted().subject, "no subject yet: one is made")
        XCTAssertEqual(machine.subjectMade(1), 1)
        XCTAssertEqual(machine.subjectWanted().subject, 1)
        // A subject made by a thread that lost the race is not used.
        XCTAssertEqual(machine.subjectMade(2), 1)
        XCTAssertEqual(machine.subjectWanted().subject, 1)
    }

    func testConnectOpensOneConnectionForTheCurrentSubject() {
        var machine = Machine()
        _ = machine.subjectMade(1)
        let connection = ConnectionToken()
        var madeFor: [Int] = []
        guard case .connect(let opened) = machine.connect(9, opening: { madeFor.append($0); return connection }) else {
            return XCTFail("the first connect() should open a connection")
        }
        XCTAssertTrue(opened === connection)
        XCTAssertEqual(madeFor, [1], "the current subject is connected, not the one passed")

        guard case .alreadyConnected(let open) = machine.connect(1, opening: { madeFor.append($0); return ConnectionToken() }) else {
            return XCTFail("a second connect() should return the open connection")
        }
        XCTAssertTrue(open === connection)
        XCTAssertEqual(madeFor, [1])
        XCTAssertEqual(machine.subjectWanted().subject, 1)
    }

    func testConnectAfterTheSubjectWasRetiredConnectsTheSubjectItWasGiven() {
        var machine = Machine()
        var madeFor: [Int] = []
        guard case .connect = machine.connect(3, opening: { madeFor.append($0); return ConnectionToken() }) else {
            return XCTFail("connect() should open a connection")
        }
        XCTAssertEqual(madeFor, [3])
        XCTAssertEqual(machine.subjectWanted().subject, 3)
    }

    func testTheEndOfTheOpenConnectionRetiresItsSubject() {
        var machine = Machine()
        _ = machine.subjectMade(1)
        let connection = ConnectionToken()
        _ = machine.connect(1, opening: { _ in connection })

        XCTAssertNil(machine.connectionEnded(ConnectionToken()), "another connection's end changes nothing")
        XCTAssertEqual(machine.subjectWanted().subject, 1)
        XCTAssertEqual(machine.connectionEnded(connection), 1)
        XCTAssertNil(machine.subjectWanted().subject, "the next subscriber makes a new subject")
        XCTAssertNil(machine.connectionEnded(connection), "a connection ends once")
    }
}

extension MulticastStateMachine.SubjectAction {
    /// The subject to use; `nil` when one must be made.
    var subject: Subject? {
        if case .use(let subject) = self { return subject }
        return nil
    }
}
