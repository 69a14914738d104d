import RxSwift
import RxTest
import Testing

/// The expectations, run as Swift Testing tests: a failure is an `Issue` at the caller's line
/// whose comment is the marble comparison (or the event-list difference).
@Suite(.checksForLeaks)
struct ExpectationsTests {
    @Test func equalRecordingsPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { xs.map { $0 * 10 } }
        expectEqual(observer.events, [.next(210, 10), .next(220, 20), .completed(230)])
        expectEqual([Recorded<Event<Int?>>.next(10, nil), .completed(20)], [.next(10, nil), .completed(20)])
        expectEqual([Event.next(1), .completed], [Event.next(1), .completed])
        expectEqual([Event<Int?>.next(nil)], [Event<Int?>.next(nil)])
        expectRecordedElements(observer.events, [10, 20])
    }

    @Test func differingRecordingsAreAnIssueDrawingBothTimelinesAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual([Recorded.next(20, 1), .next(50, 3), .completed(80)], [.next(20, 1), .next(50, 2), .completed(80)])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectationsTests.swift" && issue.comments.map(\.rawValue) == ["""
                recorded events differ
                one frame = 10 ticks, first frame at tick 0
                expected: --1--2--|
                actual:   --1--3--|
                               ^
                first difference at event 1, tick 50: expected next(2) @ 50, actual next(3) @ 50
                """]
        }
    }

    @Test func aMissingTerminalEventIsNamed() {
        withKnownIssue {
            expectEqual([Recorded<Event<Int?>>.next(10, nil)], [.next(10, nil), .completed(20)])
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasSuffix("first difference at event 1, tick 20: expected completed @ 20, actual no event") == true
        }
    }

    @Test func differingEventListsNameTheFirstDifferentIndex() {
        withKnownIssue {
            expectEqual([Event.next(1), .next(3)], [Event.next(1), .next(2), .completed])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                events differ at index 1
                expected: [next(1), next(2), completed]
                actual:   [next(1), next(3)]
                """]
        }
    }

    @Test func differingOptionalEventListsDrawNil() {
        withKnownIssue {
            expectEqual([Event<Int?>.next(nil)], [Event<Int?>.next(1)])
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.contains("actual:   [next(nil)]") == true
        }
    }

    @Test func differingRecordedElementsListBoth() {
        withKnownIssue {
            expectRecordedElements([.next(10, 1), .completed(20)], [1, 2])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["recorded elements differ: expected [1, 2], actual [1]"]
        }
    }

    /// A marble test as a parameterized test: each argument is read as its marble strings
    /// (`^` is the subscription, at tick 200).
    @Test(arguments: [
        ("-x^-a-b-|", "^-A-B-|"),
        ("^--a#", "^--A#"),
        ("^(ab)-|", "^(AB)-|"),
    ])
    func uppercasingFollowsTheMarbles(source: String, expected: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: source)
        let observer = scheduler.start { xs.map { $0.uppercased() } }
        expectEqual(observer.events, Recorded.events(marbles: expected))
    }
}
