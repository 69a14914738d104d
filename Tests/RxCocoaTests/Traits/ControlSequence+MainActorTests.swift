import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A screen as a Swift 6 mode app writes one: a main-actor class whose control handlers touch
/// its own state, with no isolation assertion.
@MainActor
private final class TapScreen {
    let button = TestButton()
    let field = TestTextField(text: "start")
    private(set) var taps = 0
    private(set) var texts: [String?] = []
    private(set) var log: [String] = []
    let bag = DisposeBag()

    func bindEverything() {
        button.rx.tap
            .subscribe(onNext: { [weak self] in self?.taps += 1 }, onDisposed: { [weak self] in self?.log.append("tap disposed") })
            .disposed(by: bag)
        button.rx.tap
            .subscribe(with: self, onNext: { screen, _ in screen.log.append("tap with") })
            .disposed(by: bag)
        field.rx.text
            .bind(onNext: { [weak self] in self?.texts.append($0) })
            .disposed(by: bag)
        field.rx.text.changed
            .bind(with: self) { screen, text in screen.log.append("changed \(text ?? "")") }
            .disposed(by: bag)
    }
}

final class ControlSequenceMainActorTests: LeakCheckingTestCase {
    func testSubscribeAndBindTakeMainActorClosures() {
        onMain {
            let screen = TapScreen()
            screen.bindEverything()
            screen.button.userTaps()
            screen.button.userTaps()
            screen.field.userTypes("typed")
            screen.field.text = "set by the program"
            XCTAssertEqual(screen.taps, 2)
            XCTAssertEqual(screen.texts, ["start", "typed"])
            XCTAssertEqual(screen.log, ["tap with", "tap with", "changed typed"])
            XCTAssertEqual(screen.button.handlerCount, 2)
            withExtendedLifetime(screen.bag) {}
        }
    }

    func testDisposingRemovesTheHandlersAndRunsTheMainActorDisposalHandler() {
        onMain {
            var screen: TapScreen? = TapScreen()
            screen?.bindEverything()
            let button = screen!.button
            weak let weakScreen = screen
            screen = nil
            XCTAssertNil(weakScreen, "the handlers hold the screen weakly")
            XCTAssertEqual(button.handlerCount, 0, "the screen's dispose bag removed the handlers")
        }
    }

    func testATrailingClosureStillSubscribesToEvents() {
        onMain {
            let button = TestButton()
            let events = Captured<[String]>([])
            let subscription = button.rx.tap.subscribe { event in
                events.value.append("\(event)")
            }
            button.userTaps()
            subscription.dispose()
            XCTAssertEqual(events.value, ["next(())"])
        }
    }

    /// A control's sequence that breaks its contract (it delivers on another thread) stops the
    /// program at the main-actor handler, with a message that names the call.
    func testAMainActorHandlerReachedOffTheMainThreadStopsWithANamedMessage() {
        if ChildProcess.isRunning(case: "off-main") {
            let delivered = DispatchSemaphore(value: 0)
            let events = ControlEvent(events: Observable.just(1).observe(on: ConcurrentDispatchQueueScheduler(qos: .default)))
            _ = events.subscribe(onNext: { _ in delivered.signal() })
            _ = delivered.wait(timeout: .now() + 5)
            return
        }
        ChildProcess.assertProgrammerError(
            test: "ControlSequenceMainActorTests/testAMainActorHandlerReachedOffTheMainThreadStopsWithANamedMessage",
            case: "off-main",
            mentions: ["subscribe(onNext:)", "must run on the main thread", "main-actor code"]
        )
    }
}
