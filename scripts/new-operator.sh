#!/usr/bin/env bash
# Scaffolds a new operator in the house's shape (CONTRIBUTING.md, docs/Architecture.md):
#
#   bash scripts/new-operator.sh Name [--stateful] [--into DIR]
#
# Name is the operator's name in UpperCamelCase (`SkipEvery` makes `skipEvery()`, `SkipEverySink`).
# Writes, under DIR (the repository by default):
#   Sources/RxSwift/Operators/Name.swift                the public entry point and the sink
#   Tests/RxSwiftTests/Operators/NameTests.swift        virtual-time tests of the operator
# and with --stateful, for a sink that decides under a lock (several sources, timers):
#   Sources/RxSwift/Operators/NameStateMachine.swift    the state machine the sink decides with
#   Tests/RxSwiftTests/Operators/NameStateMachineTests.swift
# The operator passes the source's events on unchanged and its tests say so: the first build
# compiles with warnings as errors and the tests pass; then change the operator and its tests.
# Refuses to overwrite an existing file. scripts/check-scaffold.sh typechecks its output.
set -euo pipefail

usage() {
    echo "usage: bash scripts/new-operator.sh Name [--stateful] [--into DIR]" >&2
    exit 2
}

name=""
stateful=false
root="$(cd "$(dirname "$0")/.." && pwd)"
while [ $# -gt 0 ]; do
    case "$1" in
        --stateful) stateful=true ;;
        --into) [ $# -ge 2 ] || usage; root="$2"; shift ;;
        -h|--help) usage ;;
        -*) usage ;;
        *) [ -z "$name" ] || usage; name="$1" ;;
    esac
    shift
done
[ -n "$name" ] || usage
if ! [[ "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "new-operator.sh: the name must be UpperCamelCase (letters and digits), like SkipEvery" >&2
    exit 2
fi
method="$(printf '%s' "${name:0:1}" | tr '[:upper:]' '[:lower:]')${name:1}"

sources="$root/Sources/RxSwift/Operators"
tests="$root/Tests/RxSwiftTests/Operators"
files=("$sources/$name.swift" "$tests/${name}Tests.swift")
if $stateful; then
    files+=("$sources/${name}StateMachine.swift" "$tests/${name}StateMachineTests.swift")
fi
for file in "${files[@]}"; do
    if [ -e "$file" ]; then
        echo "new-operator.sh: $file exists already" >&2
        exit 1
    fi
done
mkdir -p "$sources" "$tests"

entry_point() {
    cat <<EOF
extension ObservableType {
    /// Passes on the source's events unchanged. (Scaffold: say in one or two sentences what
    /// \`$method\` passes on, when it ends and what happens to an error.)
    @inlinable
    public func $method() -> Observable<Element> {
        let source = asObservable()
        return ClosureProducer { observer in
            let sink = ${name}Sink(observer: observer)
            sink.setSubscription(source.subscribeHandler(sink.on))
            return sink
        }
    }
}
EOF
}

if ! $stateful; then
    {
        entry_point
        cat <<EOF

/// The sink of \`$method()\`: forwards each element.
@usableFromInline
final class ${name}Sink<Element>: Sink<Element>, ElementHandlingSink, @unchecked Sendable {
    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        forwardOn(.next(element))
    }
}
EOF
    } > "$sources/$name.swift"
else
    {
        entry_point
        cat <<EOF

/// The sink of \`$method()\`: its \`${name}StateMachine\` decides under the lock, where a forwarded
/// event also takes its place in the delivery order; the event is delivered after unlocking.
@usableFromInline
final class ${name}Sink<Element>: EventSerializingSink<Element>, @unchecked Sendable {
    @usableFromInline typealias Machine = ${name}StateMachine
    /// Read and written only under \`lock\`.
    @usableFromInline @exclusivity(unchecked) var machine = Machine()

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            decide(event) { \$0.next() }
        case .error, .completed:
            decide(event) { \$0.stop() }
        }
    }

    /// Lets the machine rule on \`event\` under the lock, and delivers it if the machine forwards it.
    @inlinable
    func decide(_ event: Event<Element>, by transition: (inout Machine) -> Machine.Action) {
        emit {
            transition(&machine) == .forward ? event : nil
        }
    }

    @inlinable
    override func dispose() {
        super.dispose()
        lock.withLock { machine.dispose() }
    }
}
EOF
    } > "$sources/$name.swift"

    cat > "$sources/${name}StateMachine.swift" <<EOF
/// The life of a \`$method()\` subscription, decided under its sink's lock: each event is a
/// method that changes the state and says what the sink does once it has unlocked.
@usableFromInline
struct ${name}StateMachine {
    @usableFromInline
    enum State {
        /// The source runs: its events are forwarded.
        case running
        /// A terminal event was decided.
        case stopped
        /// The subscription was disposed.
        case disposed
    }

    /// What the sink does with an event after unlocking.
    @usableFromInline
    enum Action: Equatable {
        case forward
        case drop
    }

    @usableFromInline var state: State = .running

    @inlinable
    init() {}

    /// The source sent an element.
    @inlinable
    mutating func next() -> Action {
        if case .running = state { return .forward }
        return .drop
    }

    /// The source failed or completed: the first terminal event is forwarded.
    @inlinable
    mutating func stop() -> Action {
        guard case .running = state else { return .drop }
        state = .stopped
        return .forward
    }

    @inlinable
    mutating func dispose() {
        state = .disposed
    }
}
EOF

    cat > "$tests/${name}StateMachineTests.swift" <<EOF
@testable import RxSwift
import RxTest
import XCTest

/// \`$method()\`'s decisions, driven directly through the machine's transitions.
final class ${name}StateMachineTests: LeakCheckingTestCase {
    func testElementsPassUntilTheFirstTerminalEvent() {
        var machine = ${name}StateMachine()
        XCTAssertEqual(machine.next(), .forward)
        XCTAssertEqual(machine.stop(), .forward)
        XCTAssertEqual(machine.next(), .drop, "nothing after the terminal event")
        XCTAssertEqual(machine.stop(), .drop, "a second terminal event is dropped")
    }

    func testNothingIsDecidedAfterDisposal() {
        var machine = ${name}StateMachine()
        machine.dispose()
        XCTAssertEqual(machine.next(), .drop)
        XCTAssertEqual(machine.stop(), .drop)
    }
}
EOF
fi

cat > "$tests/${name}Tests.swift" <<EOF
import Foundation
import RxSwift
import RxTest
import XCTest

private let testError = NSError(domain: "${name}Tests", code: 1)

final class ${name}Tests: LeakCheckingTestCase {
    func testPassesOnTheElementsAndTheCompletionAfterTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])

        let result = scheduler.start { source.$method() }

        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testPassesOnTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])

        let result = scheduler.start { source.$method() }

        XCTAssertEqual(result.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposalUnsubscribesFromTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])

        let result = scheduler.start(disposed: 215) { source.$method() }

        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }
}
EOF

for file in "${files[@]}"; do
    echo "wrote ${file#"$root"/}"
done
cat <<EOF
next: describe $method in its doc comment, change the sink and the tests, then work through
CONTRIBUTING.md's checklist (shared files, differential model, stress test, README).
EOF
