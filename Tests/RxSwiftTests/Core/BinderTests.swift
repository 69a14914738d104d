import RxSwift
import RxTest
import XCTest

private final class Label {
    var text = ""
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
        var applied = 0
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { (_: Label, _: String) in applied += 1 }
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
        XCTAssertEqual(applied, 0)
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
}
