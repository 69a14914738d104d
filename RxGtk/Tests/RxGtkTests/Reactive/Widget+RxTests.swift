import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class WidgetRxTests: GtkTestCase {
    func testCommonBinders() {
        onMain {
            let widget = Label("x")
            let bag = DisposeBag()
            Observable.just(true).bind(to: widget.rx.isHidden).disposed(by: bag)
            Observable.just(false).bind(to: widget.rx.isEnabled).disposed(by: bag)
            Observable.just(0.25).bind(to: widget.rx.alpha).disposed(by: bag)
            Observable.just("tip").bind(to: widget.rx.tooltip).disposed(by: bag)
            XCTAssertTrue(widget.isHidden)
            XCTAssertFalse(widget.isEnabled)
            XCTAssertEqual(widget.alpha, 0.25, accuracy: 0.01)
            XCTAssertEqual(widget.tooltip, "tip")
        }
    }

    func testDeallocatedEmitsOnceAndReplaysToLateSubscribers() {
        onMain {
            var deallocated: Observable<Void>?
            let early = Captured(0)
            var subscription: Disposable?
            do {
                let widget = Label()
                deallocated = widget.rx.deallocated
                subscription = widget.rx.deallocated.subscribe(onNext: { early.value += 1 })
            }
            XCTAssertEqual(early.value, 1)
            let late = Captured<[String]>([])
            _ = deallocated?.subscribe(onNext: { late.value.append("next") }, onCompleted: { late.value.append("completed") })
            XCTAssertEqual(late.value, ["next", "completed"])
            subscription?.dispose()
        }
    }

    func testCSSClassBinderAddsAndRemovesTheClass() {
        onMain {
            let field = Entry()
            let invalid = PublishSubject<Bool>()
            let binding = invalid.bind(to: field.rx.cssClass("error"))
            invalid.onNext(true)
            XCTAssertTrue(field.hasCSSClass("error"))
            invalid.onNext(false)
            XCTAssertFalse(field.hasCSSClass("error"))
            binding.dispose()
        }
    }

    func testHasFocusFollowsTheFocusAndEndsWithTheWindow() {
        onMain {
            let resourcesBefore = Resources.total
            let (window, _, first, second) = showTwoEntries()
            second.grabFocus()
            let controllersBefore = controllers(of: first).count
            let states = Captured<[Bool]>([])
            let completed = Captured(false)
            var subscription: Disposable? = first.rx.hasFocus.subscribe(onNext: { states.value.append($0) }, onCompleted: { completed.value = true })
            XCTAssertEqual(states.value, [false])
            XCTAssertEqual(controllers(of: first).count, controllersBefore + 1, "a focus controller while subscribed")
            first.grabFocus()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { states.value == [false, true] }), "\(states.value)")
            second.grabFocus()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { states.value == [false, true, false] }), "\(states.value)")
            window.destroy()
            XCTAssertTrue(completed.value, "a destroyed widget ends the sequence")
            subscription = nil
            XCTAssertNil(subscription)
            XCTAssertEqual(Resources.total, resourcesBefore)
        }
    }
}
