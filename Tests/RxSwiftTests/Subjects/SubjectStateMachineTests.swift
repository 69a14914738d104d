@testable import RxSwift
import RxTest
import XCTest

/// The life every subject shares, driven directly: what each event changes and what it asks
/// the subject to do after unlocking.
final class SubjectStateMachineTests: LeakCheckingTestCase {
    func testAnActiveSubjectStoresSubscribersAndDeliversToThemInOrder() {
        var machine = SubjectStateMachine()
        XCTAssertTrue(machine.isActive)
        XCTAssertFalse(machine.hasObservers)
        XCTAssertNil(machine.ending)
        XCTAssertEqual(machine.next().entryIDs, [])

        let first = entry(), second = entry()
        let firstKey = machine.subscribe(first).storedKey
        let secondKey = machine.subscribe(second).storedKey
        XCTAssertNotNil(firstKey)
        XCTAssertNotEqual(firstKey, secondKey)
        XCTAssertTrue(machine.hasObservers)
        XCTAssertEqual(machine.next().entryIDs, ids(first, second))
        // Delivering changes nothing.
        XCTAssertEqual(machine.next().entryIDs, ids(first, second))
    }

    func testUnsubscribingRemovesOnlyThatObserverAndHandsItBack() throws {
        var machine = SubjectStateMachine()
        let first = entry(), second = entry()
        let firstKey = try XCTUnwrap(machine.subscribe(first).storedKey)
        _ = machine.subscribe(second)

        XCTAssertTrue(machine.unsubscribe(key: firstKey) === first)
        XCTAssertEqual(machine.next().entryIDs, ids(second))
        // A key already removed removes nothing.
        XCTAssertNil(machine.unsubscribe(key: firstKey))
        XCTAssertEqual(machine.next().entryIDs, ids(second))
    }

    func testACaughtUpSubscriberTakesItsPlaceUnlessItLeft() throws {
        var machine = SubjectStateMachine()
        let other = entry(), catchUp = entry(), direct = entry()
        _ = machine.subscribe(other)
        let key = try XCTUnwrap(machine.subscribe(catchUp).storedKey)

        XCTAssertTrue(machine.caughtUp(key: key, direct: direct) === catchUp)
        XCTAssertEqual(machine.next().entryIDs, ids(other, direct))

        // A subscriber that left before catching up is not stored again.
        XCTAssertTrue(machine.unsubscribe(key: key) === direct)
        XCTAssertNil(machine.caughtUp(key: key, direct: entry()))
        XCTAssertEqual(machine.next().entryIDs, ids(other))
    }

    func testStoppingDeliversToTheObserversOfThatMomentThenRefusesEverything() throws {
        var machine = SubjectStateMachine()
        let first = entry(), second = entry()
        let key = try XCTUnwrap(machine.subscribe(first).storedKey)
        _ = machine.subscribe(second)

        XCTAssertEqual(machine.stop(with: nil).entryIDs, ids(first, second))
        XCTAssertFalse(machine.isActive)
        XCTAssertFalse(machine.hasObservers)
        XCTAssertFalse(machine.isDisposed)
        XCTAssertTrue(machine.ending?.isCompletion == true)

        // Later events go nowhere; a second terminal event does not replace the first.
        XCTAssertEqual(machine.next().entryIDs, [])
        XCTAssertEqual(machine.stop(with: SubjectTestError(code: 1)).entryIDs, [])
        XCTAssertTrue(machine.ending?.isCompletion == true)
        // Late subscribers are refused with the ending and not stored.
        XCTAssertTrue(machine.subscribe(entry()).refusal?.isCompletion == true)
        XCTAssertFalse(machine.hasObservers)
        // Leaving or catching up after the end changes nothing.
        XCTAssertNil(machine.unsubscribe(key: key))
        XCTAssertNil(machine.caughtUp(key: key, direct: entry()))
    }

    func testAnErrorIsKeptForLateSubscribers() {
        var machine = SubjectStateMachine()
        _ = machine.subscribe(entry())
        XCTAssertEqual(machine.stop(with: SubjectTestError(code: 7)).entryIDs.count, 1)
        XCTAssertEqual(machine.ending?.error as? SubjectTestError, SubjectTestError(code: 7))
        XCTAssertEqual(machine.subscribe(entry()).refusal?.error as? SubjectTestError, SubjectTestError(code: 7))
    }

    func testDisposingHandsBackWhatWasHeldAndRefusesEverythingAfter() throws {
        var machine = SubjectStateMachine()
        let observer = entry()
        let key = try XCTUnwrap(machine.subscribe(observer).storedKey)

        let (observers, state) = machine.dispose()
        XCTAssertEqual(observers.snapshot.entryIDs, ids(observer))
        guard case .active = state else { return XCTFail("the state left should be active, not \(state)") }
        XCTAssertTrue(machine.isDisposed)
        XCTAssertFalse(machine.isActive)
        XCTAssertFalse(machine.hasObservers)
        XCTAssertTrue(machine.ending?.isDisposal == true)

        XCTAssertEqual(machine.next().entryIDs, [])
        XCTAssertEqual(machine.stop(with: nil).entryIDs, [])
        XCTAssertTrue(machine.isDisposed, "a terminal event after dispose() does not change the state")
        XCTAssertTrue(machine.subscribe(entry()).refusal?.isDisposal == true)
        XCTAssertNil(machine.unsubscribe(key: key))
        // Disposing again hands back nothing more.
        let (again, stateAgain) = machine.dispose()
        XCTAssertTrue(again.isEmpty)
        guard case .disposed = stateAgain else { return XCTFail("the state left should be disposed, not \(stateAgain)") }
    }

    func testDisposingAStoppedSubjectDropsItsErrorAndRefusesWithTheDisposal() {
        var machine = SubjectStateMachine()
        _ = machine.stop(with: SubjectTestError(code: 2))
        let (_, state) = machine.dispose()
        guard case .stopped(let error) = state else { return XCTFail("the state left should be stopped, not \(state)") }
        XCTAssertEqual(error as? SubjectTestError, SubjectTestError(code: 2))
        XCTAssertTrue(machine.subscribe(entry()).refusal?.isDisposal == true)
    }

    private func entry() -> SubjectObserverEntry {
        SubjectObserver<Int> { _ in }
    }

    private func ids(_ entries: SubjectObserverEntry...) -> [ObjectIdentifier] {
        entries.map(ObjectIdentifier.init)
    }
}

extension BagSnapshot where Element == SubjectObserverEntry {
    /// The entries a delivery would reach, in order, by identity.
    var entryIDs: [ObjectIdentifier] {
        switch self {
        case .none: []
        case .one(let entry): [ObjectIdentifier(entry)]
        case .several(let entries): entries.compactMap { $0.map(ObjectIdentifier.init) }
        }
    }
}

extension SubjectStateMachine.SubscribeAction {
    /// The key the entry was stored under; `nil` when it was refused.
    var storedKey: BagKey? {
        if case .stored(let key) = self { return key }
        return nil
    }

    /// How the subject ended, when the subscriber was refused.
    var refusal: SubjectStateMachine.Ending? {
        if case .refuse(let ending) = self { return ending }
        return nil
    }
}

extension SubjectStateMachine.Ending {
    /// Whether the subject completed.
    var isCompletion: Bool {
        if case .stopped(nil) = self { return true }
        return false
    }

    /// Whether the subject was disposed.
    var isDisposal: Bool {
        if case .disposed = self { return true }
        return false
    }

    /// The error the subject stopped with.
    var error: Swift.Error? {
        if case .stopped(let error) = self { return error }
        return nil
    }
}
