import Foundation
import RxSwift
import RxTest
import XCTest

/// The retain cycles of docs/Lifetimes.md, each shown with its remedy: the cycle keeps the
/// object alive, the remedy releases it.
final class LifetimeScenarioTests: LeakCheckingTestCase {
    /// An object that owns a dispose bag and counts elements. `@unchecked Sendable`: its
    /// mutable state is a `Captured` box.
    private final class Owner: @unchecked Sendable {
        let disposeBag = DisposeBag()
        let count = Captured(0)
        var stored: Observable<Int>?

        /// The cycle of the first case: the closure captures `self`.
        func countCapturingSelf(_ ticks: Observable<Int>) {
            ticks.subscribe(onNext: { _ in self.count.value += 1 }).disposed(by: disposeBag)
        }

        /// The cycle of the second case: a stored sequence whose operator captures `self`.
        func storeSequenceCapturingSelf() {
            stored = Observable.just(1).map { $0 + self.count.value }
        }
    }

    func testASubscriptionThatCapturesItsOwnerKeepsItAliveUntilTheSequenceEnds() {
        let ticks = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        owner!.countCapturingSelf(ticks)
        owner = nil
        XCTAssertNotNil(weakOwner, "owner -> bag -> subscription -> closure -> owner")
        ticks.onCompleted()
        XCTAssertNil(weakOwner, "the end of the sequence lets go of the closure, which breaks the cycle")
    }

    func testSubscribeWithReleasesItsOwnerWhoseBagThenDisposesTheSubscription() {
        let ticks = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        ticks.subscribe(with: owner!, onNext: { owner, _ in owner.count.value += 1 }).disposed(by: owner!.disposeBag)
        ticks.onNext(1)
        XCTAssertEqual(owner?.count.value, 1)
        owner = nil
        XCTAssertNil(weakOwner)
        XCTAssertFalse(ticks.hasObservers, "the released bag disposed the subscription")
    }

    func testAStoredSequenceWhoseOperatorCapturesItsOwnerKeepsItAlive() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        owner!.storeSequenceCapturingSelf()
        owner = nil
        XCTAssertNotNil(weakOwner, "owner -> stored sequence -> map's closure -> owner, with no subscriber")
        weakOwner?.stored = nil
        XCTAssertNil(weakOwner)
    }

    func testAStoredSequenceThatUsesWithUnretainedReleasesItsOwner() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        owner!.stored = Observable.just(1).withUnretained(owner!) { owner, value in value + owner.count.value }
        let received = Captured<[Int]>([])
        owner!.stored!.subscribe(onNext: { received.value.append($0) }).dispose()
        XCTAssertEqual(received.value, [1])
        owner = nil
        XCTAssertNil(weakOwner)
    }

    func testASubjectBoundToItselfStaysAliveUntilTheBindingIsDisposed() {
        var subject: PublishSubject<Int>? = PublishSubject<Int>()
        weak let weakSubject = subject
        let binding = subject!.filter { $0 < 10 }.map { $0 + 1 }.subscribe(subject!)
        subject = nil
        XCTAssertNotNil(weakSubject, "subject -> its observer (the binding) -> subject")
        binding.dispose()
        XCTAssertNil(weakSubject)
    }

    func testABinderDoesNotKeepItsTargetAlive() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let source = PublishSubject<Int>()
        let binder = Binder<Int>(owner!, scheduler: CurrentThreadScheduler.instance) { owner, value in owner.count.value += value }
        let binding = source.subscribe(binder)
        source.onNext(2)
        XCTAssertEqual(owner?.count.value, 2)
        owner = nil
        XCTAssertNil(weakOwner)
        source.onNext(3)
        binding.dispose()
    }
}
