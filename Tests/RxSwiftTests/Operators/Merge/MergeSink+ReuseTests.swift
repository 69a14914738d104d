import Foundation
@testable import RxSwift
import RxTest
import XCTest

/// A merge's inner `range`s subscribed by their sinks, and the reuse of the sinks of ended ones.
final class MergeSinkReuseTests: LeakCheckingTestCase {
    private typealias Merge = MergeSink<Int, Observable<Int>>

    /// A merge of ranges, called directly.
    private func makeMerge(_ observer: @escaping (Event<Int>) -> Void = { _ in }) -> Merge {
        MergeSink(selector: { Observable.range(start: $0, count: 1) }, maxConcurrent: .max, dropsWhileActive: false, observer: observer)
    }

    /// An inner sink of `merge`, ended; `reference` is set to it, weakly.
    private func endedInnerSink(of merge: Merge, reference: WeakReference<ScheduledIterationSink<Int>> = WeakReference()) -> ScheduledIterationSink<Int> {
        let sink = merge.makeInnerSink(Observable.range(start: 0, count: 1).reusableSinkProducer!)
        sink.dispose()
        reference.value = sink
        return sink
    }

    /// Makes this thread's running trampoline reference `merge` as it does once it has held the
    /// merge's delivery, without holding it.
    private func referenceFromTheTrampoline(_ merge: Merge) {
        let queue = CurrentThreadScheduler.runningTrampoline.value!
        queue.holdDelivery(merge)
        // Not held: the loop then has no delivery of the merge to end.
        queue.heldTag = 0
    }

    /// How many ended sinks the merge whose delivery this thread's trampoline last held keeps.
    private static func keptByTheReferencedMerge() -> Int {
        (CurrentThreadScheduler.runningTrampoline.value?.heldOwner as? Merge)?.recycledCount ?? 0
    }

    func testAMergeKeepsOnlyItsOwnUnreferencedEndedSinksWhileTheTrampolineReferencesIt() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            let merge = makeMerge(), otherMerge = makeMerge()
            let unreferenced = merge.recycle(endedInnerSink(of: merge))
            XCTAssertNotNil(unreferenced, "handed back while the trampoline does not reference the merge")

            referenceFromTheTrampoline(merge)
            let shared = endedInnerSink(of: merge)
            XCTAssertTrue(merge.recycle(shared) === shared, "a sink referenced elsewhere is handed back")
            let foreign = WeakReference<ScheduledIterationSink<Int>>()
            let foreignHandedBack = merge.recycle(endedInnerSink(of: otherMerge, reference: foreign))
            XCTAssertTrue(foreignHandedBack != nil && foreignHandedBack === foreign.value, "another merge's sink is handed back")
            let ended = WeakReference<ScheduledIterationSink<Int>>()
            XCTAssertNil(merge.recycle(endedInnerSink(of: merge, reference: ended)), "kept")
            XCTAssertNotNil(ended.value, "the merge holds it")
            XCTAssertEqual(merge.recycledCount, 1)

            for _ in 1..<Merge.recycledSinkLimit {
                XCTAssertNil(merge.recycle(endedInnerSink(of: merge)))
            }
            let extra = endedInnerSink(of: merge)
            XCTAssertTrue(merge.recycle(extra) === extra, "a merge keeping its limit hands the sink back")
            merge.dispose()
            XCTAssertEqual(merge.recycledCount, 0, "disposal releases the kept sinks")
            otherMerge.dispose()
            return Disposables.create()
        }
    }

    func testTheNextInnerRangeOfTheMergeReusesTheKeptSink() {
        let elements = Captured<[Int]>([])
        let merge = makeMerge { if case .next(let element) = $0 { elements.value.append(element) } }
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            referenceFromTheTrampoline(merge)
            let ended = WeakReference<ScheduledIterationSink<Int>>()
            XCTAssertNil(merge.recycle(endedInnerSink(of: merge, reference: ended)))
            let otherMerge = makeMerge()
            otherMerge.lock.lock()
            let otherSink = otherMerge.innerSinkLocked(for: Observable.range(start: 0, count: 1).reusableSinkProducer!)
            otherMerge.lock.unlock()
            XCTAssertTrue(otherSink !== ended.value, "another merge does not take it")
            otherMerge.dispose()

            merge.subscribeAdmitted(Observable.range(start: 7, count: 2).reusableSinkProducer!)
            XCTAssertEqual(merge.recycledCount, 0, "the next inner range took it")
            XCTAssertTrue(merge.machine.innerSubscriptions.last === ended.value, "and records it as its subscription")
            XCTAssertFalse(ended.value?.isDisposed ?? true)
            return Disposables.create()
        }
        XCTAssertEqual(elements.value, [7, 8], "the reused sink sends the new range to the merge")
        merge.dispose()
    }

    func testAMergeDoesNotReuseAKeptSinkForASequenceOfAnotherKind() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            let merge = makeMerge()
            referenceFromTheTrampoline(merge)
            let ended = WeakReference<ScheduledIterationSink<Int>>()
            XCTAssertNil(merge.recycle(endedInnerSink(of: merge, reference: ended)))
            let onAnotherScheduler = Observable.range(start: 0, count: 1, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "merge"))
            merge.lock.lock()
            let fresh = merge.innerSinkLocked(for: onAnotherScheduler.reusableSinkProducer!)
            let keptAfterIt = merge.recycledCount
            let reused = merge.innerSinkLocked(for: Observable.range(start: 0, count: 1).reusableSinkProducer!)
            merge.lock.unlock()
            XCTAssertTrue(fresh !== ended.value, "a range on another scheduler gets a sink of its own")
            fresh.dispose()
            XCTAssertEqual(keptAfterIt, 1, "the kept sink is put back")
            XCTAssertTrue(reused === ended.value)
            merge.dispose()
            return Disposables.create()
        }
    }

    func testFlatMapOfRangesMatchesFlatMapOfArraysWhileReusingInnerSinks() {
        // The same shapes through `from`, whose sinks are never reused, give the reference
        // order; nested merges and inner sequences of both kinds run in one trampoline, each
        // merge reusing only its own sinks.
        func run(_ inner: @escaping @Sendable (Int, Int) -> Observable<Int>) -> (events: [Int], kept: Int) {
            let events = Captured<[Int]>([])
            let kept = Captured(0)
            _ = Observable.range(start: 0, count: 60)
                .flatMap { outer in
                    outer % 3 == 0
                        ? inner(outer * 10, outer % 5 + 1).flatMap { inner($0 * 100, 2) }
                        : inner(outer * 10, outer % 4 + 1)
                }
                .subscribe(onNext: {
                    events.value.append($0)
                    kept.value = max(kept.value, Self.keptByTheReferencedMerge())
                })
            return (events.value, kept.value)
        }
        let reference = run { start, count in Observable.from(Array(start..<(start + count))) }
        let ranges = run { start, count in Observable.range(start: start, count: count) }
        let mixed = run { start, count in
            start % 20 == 0 ? Observable.from(Array(start..<(start + count))) : Observable.range(start: start, count: count)
        }
        XCTAssertEqual(ranges.events, reference.events)
        XCTAssertEqual(mixed.events, reference.events)
        XCTAssertEqual(reference.kept, 0)
        XCTAssertGreaterThan(ranges.kept, 0, "ended inner sinks were kept for reuse during the run")
        XCTAssertGreaterThan(mixed.kept, 0)
    }

    func testKeptSinksAreReleasedWhenTheTrampolineEndsWhileTheMergeLivesOn() {
        // A kept sink holds its merge, and through it the subscriber's closure, only until the
        // trampoline that references the merge runs out of items: here, before `subscribe`
        // returns, while the merge still waits for the subject's elements.
        let subject = PublishSubject<Int>()
        let kept = WeakReference<ScheduledIterationSink<Int>>()
        let elements = Captured(0)
        let sawKept = Captured(false)
        let subscription = Observable.concat(Observable.range(start: 0, count: 40), subject.asObservable())
            .flatMap { Observable.range(start: $0, count: 1) }
            .subscribe(onNext: { _ in
                elements.value += 1
                if let merge = CurrentThreadScheduler.runningTrampoline.value?.heldOwner as? Merge,
                   merge.recycledCount > 0, let buffer = merge.recycledSinks {
                    kept.value = buffer[merge.recycledCount - 1]
                    sawKept.value = true
                }
            })
        XCTAssertEqual(elements.value, 40)
        XCTAssertTrue(sawKept.value, "ended inner sinks were kept during the run")
        XCTAssertNil(kept.value, "released when the trampoline ran out of items")
        subject.on(.next(100))
        XCTAssertEqual(elements.value, 41, "the merge goes on without its kept sinks")
        subscription.dispose()
    }
}

/// A weak reference a test hands to a helper, which sets it.
private final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    weak var value: Object?
}
