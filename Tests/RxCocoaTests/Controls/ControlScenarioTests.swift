import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A screen that owns a button, as a view controller owns its views.
@MainActor
private final class Screen {
    let button = TestButton()
}

/// A text field's `rx.text`, the Numbers example and `bind(to:)` with completion, against the
/// test toolkit.
final class ControlScenarioTests: LeakCheckingTestCase {
    // MARK: A text field's rx.text

    func testS2SubscribingEmitsTheCurrentTextAtOnce() {
        onMain {
            let field = TestTextField(text: "initial")
            let texts = Captured<[String?]>([])
            let subscription = field.rx.text.subscribe(onNext: { texts.value.append($0) })
            XCTAssertEqual(texts.value, ["initial"])
            subscription.dispose()
        }
    }

    func testS2AUserEditEmitsTheNewText() {
        onMain {
            let field = TestTextField(text: "")
            let texts = Captured<[String?]>([])
            let subscription = field.rx.text.subscribe(onNext: { texts.value.append($0) })
            field.userTypes("h")
            field.userTypes("hi")
            XCTAssertEqual(texts.value, ["", "h", "hi"])
            subscription.dispose()
        }
    }

    func testS2SettingTheTextProgrammaticallyDoesNotEmit() {
        onMain {
            let field = TestTextField(text: "a")
            let texts = Captured<[String?]>([])
            let subscription = field.rx.text.subscribe(onNext: { texts.value.append($0) })
            field.text = "set by the program"
            field.rx.text.onNext("bound by the program")
            XCTAssertEqual(field.text, "bound by the program")
            XCTAssertEqual(texts.value, ["a"])
            subscription.dispose()
        }
    }

    func testS2BindingDoesNotEmitEvenWhenTheToolkitReportsProgrammaticChanges() {
        onMain {
            let field = TestTextField(text: "a")
            field.reportsProgrammaticChanges = true
            let texts = Captured<[String?]>([])
            let subscription = field.rx.text.subscribe(onNext: { texts.value.append($0) })
            field.rx.text.onNext("bound")
            field.userTypes("typed")
            XCTAssertEqual(texts.value, ["a", "typed"])
            subscription.dispose()
        }
    }

    func testS2IsAnObservableAndAnObserverAtOnce() {
        onMain {
            let source = TestTextField(text: "copied")
            let target = TestTextField(text: "")
            let binding = source.rx.text.bind(to: target.rx.text)
            XCTAssertEqual(target.text, "copied")
            source.userTypes("edited")
            XCTAssertEqual(target.text, "edited")
            binding.dispose()
        }
    }

    func testS2ValuesAreSubscribedAndDeliveredOnTheMainThread() {
        let field = onMain { TestTextField(text: "main") }
        let text = onMain { field.rx.text }
        let delivered = expectation(description: "delivered")
        let subscription = onBackgroundThread {
            text.subscribe(onNext: { _ in
                XCTAssertTrue(Thread.isMainThread)
                delivered.fulfill()
            })
        }
        wait(for: [delivered], timeout: 5)
        XCTAssertTrue(onMain { field.everyCallWasOnTheMainThread })
        subscription.dispose()
        drainMainQueue()
    }

    func testS2TheSinkSetsTheTextOnlyWhenItDiffers() {
        onMain {
            let field = TestTextField(text: "composing")
            field.rx.text.onNext("composing")
            XCTAssertEqual(field.textSetCount, 0)
            field.rx.text.onNext("done")
            XCTAssertEqual(field.textSetCount, 1)
        }
    }

    func testS2TheFieldIsHeldWeaklyAndAGoneFieldCompletesAtSubscription() {
        onMain {
            var field: TestTextField? = TestTextField(text: "x")
            weak let weakField = field
            let text = field!.rx.text
            field = nil
            XCTAssertNil(weakField)
            let events = Captured<[String]>([])
            _ = text.subscribe(onNext: { events.value.append("next \($0 ?? "nil")") }, onCompleted: { events.value.append("completed") })
            XCTAssertEqual(events.value, ["completed"])
        }
    }

    func testS2DeallocationCompletesTheText() {
        onMain {
            var field: TestTextField? = TestTextField(text: "x")
            let events = Captured<[String]>([])
            let subscription = field!.rx.text.subscribe(onNext: { events.value.append("next \($0 ?? "nil")") }, onCompleted: { events.value.append("completed") })
            field = nil
            XCTAssertEqual(events.value, ["next x", "completed"])
            subscription.dispose()
        }
    }

    func testS2EventsAreRegisteredPerSubscriptionAndRemovedOnDispose() {
        onMain {
            let field = TestTextField(text: "")
            XCTAssertEqual(field.handlerCount, 0)
            let subscription = field.rx.text.subscribe()
            XCTAssertEqual(field.handlerCount, 1)
            subscription.dispose()
            XCTAssertEqual(field.handlerCount, 0)
            XCTAssertTrue(field.everyCallWasOnTheMainThread)
        }
    }

    // MARK: The Numbers example

    func testS3TheLabelShowsTheSumOfTheFieldsAsTheyAreEdited() {
        onMain {
            let number1 = TestTextField(text: "1")
            let number2 = TestTextField(text: "2")
            let number3 = TestTextField(text: nil)
            let result = TestLabel()
            let bag = DisposeBag()
            Observable.combineLatest(number1.rx.text.orEmpty, number2.rx.text.orEmpty, number3.rx.text.orEmpty) { textValue1, textValue2, textValue3 -> Int in
                (Int(textValue1) ?? 0) + (Int(textValue2) ?? 0) + (Int(textValue3) ?? 0)
            }
            .map { $0.description }
            .bind(to: result.rx.text)
            .disposed(by: bag)
            XCTAssertEqual(result.text, "3")
            number3.userTypes("30")
            XCTAssertEqual(result.text, "33")
            number1.userTypes("not a number")
            XCTAssertEqual(result.text, "32")
        }
    }

    func testS3ReactiveWrapsAnyObjectAndConstrainedExtensionsAddProperties() {
        onMain {
            let label = TestLabel()
            let reactive: Reactive<TestLabel> = label.rx
            XCTAssertTrue(reactive.base === label)
            reactive.text.onNext("via extension")
            XCTAssertEqual(label.text, "via extension")
        }
    }

    func testS3OrEmptyTurnsNilIntoTheEmptyString() {
        onMain {
            let field = TestTextField(text: nil)
            let texts = Captured<[String]>([])
            let subscription = field.rx.text.orEmpty.subscribe(onNext: { texts.value.append($0) })
            field.userTypes("7")
            XCTAssertEqual(texts.value, ["", "7"])
            subscription.dispose()
        }
    }

    func testS3ALabelBinderHoldsItsTargetWeaklyAndIgnoresCompletion() {
        onMain {
            var label: TestLabel? = TestLabel()
            weak let weakLabel = label
            let binder = label!.rx.text
            binder.onNext("one")
            binder.onCompleted()
            binder.onNext("two")
            XCTAssertEqual(label?.text, "two")
            label = nil
            XCTAssertNil(weakLabel)
            binder.onNext("ignored")
        }
    }

    func testS3ALabelBinderAppliesOnTheMainThread() {
        onMain {
            let label = TestLabel()
            let binder = label.rx.text
            onBackgroundThread { binder.onNext("from the background") }
            drainMainQueue()
            XCTAssertEqual(label.text, "from the background")
        }
    }

    func testS3BindingAnErrorToALabelIsAProgrammerErrorNamingTheCallSite() {
        onMain {
            let bindingLine = #line + 3
            if ChildProcess.isRunning(case: "labelError") {
                let label = TestLabel()
                _ = Observable<String?>.error(testError).bind(to: label.rx.text)
                return
            }
            ChildProcess.assertProgrammerError(
                test: "ControlScenarioTests/testS3BindingAnErrorToALabelIsAProgrammerErrorNamingTheCallSite",
                case: "labelError",
                mentions: ["Binder<Optional<String>>", "ControlScenarioTests.swift:\(bindingLine)"]
            )
        }
    }

    func testS3BindToSeveralObserversRelaysAndCurriedBinders() {
        onMain {
            let field = TestTextField(text: "x")
            let first = TestLabel()
            let second = TestLabel()
            let relay = BehaviorRelay<String>(value: "")
            let bag = DisposeBag()
            field.rx.text.bind(to: first.rx.text, second.rx.text).disposed(by: bag)
            field.rx.text.orEmpty.bind(to: relay).disposed(by: bag)
            let curried: Disposable = field.rx.text.orEmpty.bind(to: { (text: ControlProperty<String>) in text.subscribe() })
            curried.disposed(by: bag)
            field.userTypes("y")
            XCTAssertEqual(first.text, "y")
            XCTAssertEqual(second.text, "y")
            XCTAssertEqual(relay.value, "y")
        }
    }

    func testS3SubscribingThroughAsObservableIsRedundantButWorks() {
        onMain {
            let field = TestTextField(text: "a")
            let direct = Captured<[String?]>([])
            let throughObservable = Captured<[String?]>([])
            let subscriptions = [
                field.rx.text.subscribe(onNext: { direct.value.append($0) }),
                field.rx.text.asObservable().subscribe(onNext: { throughObservable.value.append($0) }),
            ]
            field.userTypes("b")
            XCTAssertEqual(direct.value, ["a", "b"])
            XCTAssertEqual(throughObservable.value, direct.value)
            subscriptions.forEach { $0.dispose() }
        }
    }

    // MARK: bind(to:) and completion

    func testS5BindingTwoSubjectsCompletesTheSecond() {
        onMain {
            let a = PublishSubject<String>()
            let b = PublishSubject<String>()
            let received = Captured<[String]>([])
            let completed = Captured(false)
            let subscription = b.subscribe(onNext: { received.value.append($0) }, onCompleted: { completed.value = true })
            let binding = a.bind(to: b)
            a.onNext("before")
            a.onCompleted()
            b.onNext("after")
            XCTAssertEqual(received.value, ["before"])
            XCTAssertTrue(completed.value)
            binding.dispose()
            subscription.dispose()
        }
    }

    func testS5ADeallocatedButtonCompletesTheSubjectItIsBoundTo() {
        onMain {
            var screen: Screen? = Screen()
            let sendText = PublishSubject<Void>()
            let taps = Captured(0)
            let completed = Captured(false)
            let otherSubscriber = sendText.subscribe(onNext: { taps.value += 1 }, onCompleted: { completed.value = true })
            let binding = screen!.button.rx.tap.bind(to: sendText)
            screen!.button.userTaps()
            XCTAssertEqual(taps.value, 1)
            screen = nil
            XCTAssertTrue(completed.value)
            sendText.onNext(())
            XCTAssertEqual(taps.value, 1)
            binding.dispose()
            otherSubscriber.dispose()
        }
    }

    func testS5BindingToARelayInsteadSurvivesTheButton() {
        onMain {
            var screen: Screen? = Screen()
            let sendText = PublishRelay<Void>()
            let taps = Captured(0)
            let otherSubscriber = sendText.subscribe(onNext: { taps.value += 1 })
            let binding = screen!.button.rx.tap.bind(to: sendText)
            screen!.button.userTaps()
            screen = nil
            sendText.accept(())
            XCTAssertEqual(taps.value, 2)
            binding.dispose()
            otherSubscriber.dispose()
        }
    }

    func testS5DeallocatedEmitsOnceCompletesAndReplays() {
        onMain {
            var button: TestButton? = TestButton()
            let deallocated = button!.rx.deallocated
            XCTAssertTrue(deallocated === button!.rx.deallocated)
            let early = Captured<[String]>([])
            let subscription = deallocated.subscribe(onNext: { early.value.append("next") }, onCompleted: { early.value.append("completed") })
            button = nil
            let late = Captured<[String]>([])
            _ = deallocated.subscribe(onNext: { late.value.append("next") }, onCompleted: { late.value.append("completed") })
            XCTAssertEqual(early.value, ["next", "completed"])
            XCTAssertEqual(late.value, ["next", "completed"])
            subscription.dispose()
        }
    }
}
