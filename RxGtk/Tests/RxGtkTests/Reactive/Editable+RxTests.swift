import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class EditableRxTests: GtkTestCase {
    // A text field's rx.text against a real GtkEntry.
    func testTextEmitsTheCurrentTextThenEachUserEditButNotProgrammaticSets() {
        onMain {
            let entry = Entry()
            entry.text = "initial"
            let received = Captured<[String?]>([])
            let subscription = entry.rx.text.subscribe(onNext: { received.value.append($0) })
            XCTAssertEqual(received.value, ["initial"], "the current text at subscription")
            entry.type("!")
            XCTAssertEqual(received.value, ["initial", "initial!"], "a user edit emits")
            let binding = Observable.just("bound").bind(to: entry.rx.text)
            XCTAssertEqual(entry.text, "bound")
            XCTAssertEqual(received.value, ["initial", "initial!"], "a programmatic set does not emit, though GTK reports it as two changes")
            entry.clear()
            XCTAssertEqual(received.value, ["initial", "initial!", ""])
            let edits = Captured(0)
            let changed = entry.rx.changed.subscribe(onNext: { edits.value += 1 })
            entry.text = "set by the program"
            XCTAssertEqual(received.value, ["initial", "initial!", ""], "the program's own set does not emit")
            XCTAssertEqual(edits.value, 0, "nor is it a change")
            entry.type("?")
            XCTAssertEqual(edits.value, 1)
            changed.dispose()
            binding.dispose()
            subscription.dispose()
        }
    }

    func testAnEqualValueIsNotSetAgain() {
        onMain {
            let entry = Entry()
            entry.text = "same"
            var changes = 0
            let connection = entry.connect("changed") { changes += 1 }
            let binding = Observable.of("same", "same", "other").bind(to: entry.rx.text)
            XCTAssertEqual(changes, 2, "only the different value reaches the widget (GTK reports one set as a deletion and an insertion)")
            XCTAssertEqual(entry.text, "other")
            binding.dispose()
            connection.disconnect()
        }
    }

    func testOrEmptyAndActivate() {
        onMain {
            let entry = Entry()
            let texts = Captured<[String]>([])
            let activations = Captured(0)
            let bag = DisposeBag()
            entry.rx.text.orEmpty.subscribe(onNext: { texts.value.append($0) }).disposed(by: bag)
            entry.rx.activate.subscribe(onNext: { activations.value += 1 }).disposed(by: bag)
            entry.type("x")
            entry.activate()
            XCTAssertEqual(texts.value, ["", "x"])
            XCTAssertEqual(activations.value, 1)
        }
    }

    func testTheTextCompletesWhenTheEntryIsDeallocated() {
        onMain {
            let completed = Captured(false)
            var subscription: Disposable?
            do {
                let entry = Entry()
                subscription = entry.rx.text.subscribe(onCompleted: { completed.value = true })
                XCTAssertFalse(completed.value)
            }
            XCTAssertTrue(completed.value, "the control's deallocation completes its properties")
            subscription?.dispose()
        }
    }

    func testChangedReportsUserEditsOnly() {
        onMain {
            let entry = Entry()
            let edits = Captured(0)
            let bag = DisposeBag()
            entry.rx.changed.subscribe(onNext: { edits.value += 1 }).disposed(by: bag)
            XCTAssertEqual(edits.value, 0, "no event at subscription")
            entry.type("a")
            Observable.just("set").bind(to: entry.rx.text).disposed(by: bag)
            entry.clear()
            XCTAssertEqual(edits.value, 2, "two user edits; the bound text is not one")
        }
    }

    func testSearchEntryTextAndSearchChanged() {
        onMain {
            let field = SearchEntry(placeholder: "search")
            let texts = Captured<[String]>([])
            let searches = Captured<[String]>([])
            let bag = DisposeBag()
            field.rx.text.orEmpty.subscribe(onNext: { texts.value.append($0) }).disposed(by: bag)
            field.rx.searchChanged.subscribe(onNext: { searches.value.append($0) }).disposed(by: bag)
            field.type("ru")
            field.type("st")
            field.finishTyping()
            XCTAssertEqual(texts.value, ["", "ru", "rust"])
            XCTAssertEqual(searches.value, ["rust"], "one search once the user paused")
        }
    }
}
