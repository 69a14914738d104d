import Foundation
import RxSwift
import RxTest
import XCTest

private final class Label {
    var text = ""
}

/// A screen as a Swift 6 mode app writes one: a main-actor class binding to its own state.
@MainActor
private final class Screen {
    private(set) var title = ""
    private(set) var applied = 0

    /// A binder whose closure is main-actor code that touches the screen's state.
    var titleBinder: Binder<String> {
        Binder(self) { screen, title in
            screen.title = title
            screen.applied += 1
        }
    }
}

final class BinderTests: LeakCheckingTestCase {
    func testAppliesElementsToTheTarget() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        binder.onNext("one")
        XCTAssertEqual(label.text, "one")
        binder.onNext("two")
        XCTAssertEqual(label.text, "two")
    }

    func testIgnoresCompletion() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        binder.onCompleted()
        binder.onNext("after")
        XCTAssertEqual(label.text, "after")
    }

    func testHoldsTheTargetWeakly() {
        var label: Label? = Label()
        weak let weakLabel = label
        let applied = Captured(0)
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { (_: Label, _: String) in applied.value += 1 }
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
        XCTAssertEqual(applied.value, 0)
    }

    func testDefaultSchedulerIsMainAndAppliesAtOnceOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }
        binder.onNext("main")
        XCTAssertEqual(label.text, "main")
    }

    func testBinderIsAnObserverOfAnObservable() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        let subscription = Observable<String>.create { observer in
            observer.onNext("bound")
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(binder)
        subscription.dispose()
        XCTAssertEqual(label.text, "bound")
        _ = binder.asObserver()
    }

    func testTheMainActorFormAppliesAtOnceOnTheMainThreadAndOnTheMainThreadFromElsewhere() {
        let screen = MainActor.assumeIsolated { Screen() }
        let binder = MainActor.assumeIsolated { screen.titleBinder }
        binder.onNext("at once")
        XCTAssertEqual(MainActor.assumeIsolated { screen.title }, "at once")
        let sent = expectation(description: "sent from another thread")
        DispatchQueue.global().async {
            binder.onNext("queued")
            sent.fulfill()
        }
        // Waiting runs the main run loop, where the element sent from the other thread is applied.
        wait(for: [sent], timeout: 5)
        let deadline = Date().addingTimeInterval(5)
        while MainActor.assumeIsolated({ screen.applied }) < 2, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(MainActor.assumeIsolated { screen.title }, "queued")
    }

    func testTheMainActorFormHoldsTheTargetWeakly() {
        var screen: Screen? = MainActor.assumeIsolated { Screen() }
        weak let weakScreen = screen
        let binder = MainActor.assumeIsolated { screen!.titleBinder }
        screen = nil
        XCTAssertNil(weakScreen)
        binder.onNext("ignored")
    }
}
