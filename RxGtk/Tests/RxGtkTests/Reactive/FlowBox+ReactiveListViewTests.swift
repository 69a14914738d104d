import CGtk
import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

final class FlowBoxReactiveListViewTests: GtkTestCase {
    func testItemsMakeTheChildrenAndTheUsersClickSelectsAndActivates() throws {
        try onMain {
            let box = FlowBox()
            let window = Window(title: "Flow box", width: 400, height: 300)
            window.child = box
            RealPointerAndKeyboard.show(window, until: box)
            let tags = BehaviorRelay(value: ["red", "green", "blue"])
            let made = Captured(0)
            let bag = DisposeBag()
            tags.bind(to: box.rx.items) { (box: FlowBox, _: Int, tag: String) in
                let cell = box.dequeueCell()
                if cell.isEmpty { made.value += 1 }
                cell.text = tag
                return cell
            }
            .disposed(by: bag)
            XCTAssertEqual(box.rowCount, 3)
            XCTAssertEqual((box.child(at: 1) as? ListCell)?.text, "green")
            tags.accept(["red", "green", "blue", "grey"])
            XCTAssertEqual((box.child(at: 3) as? ListCell)?.text, "grey")
            XCTAssertEqual(made.value, 4, "the cells of the children replaced are dequeued again")

            let events = Captured<[String]>([])
            box.rx.itemSelected.subscribe(onNext: { events.value.append("selected \($0)") }).disposed(by: bag)
            box.rx.modelSelected(String.self).subscribe(onNext: { events.value.append("model \($0)") }).disposed(by: bag)
            box.rx.itemDeselected.subscribe(onNext: { events.value.append("deselected \($0)") }).disposed(by: bag)
            box.rx.itemActivated.subscribe(onNext: { events.value.append("activated \($0)") }).disposed(by: bag)
            box.select(child: 1)
            XCTAssertEqual(events.value, ["selected 1", "model green"])
            XCTAssertEqual(try box.rx.model(at: 2) as String, "blue")

            let last = try XCTUnwrap(box.child(at: 3))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { gtk_widget_get_width(last.widgetPointer) > 0 }), "the new child is laid out")
            try RealPointerAndKeyboard.click(last, of: window, until: { events.value.contains("activated 3") })
            XCTAssertEqual(events.value, ["selected 1", "model green", "deselected 1", "selected 3", "model grey", "activated 3"], "a click selects and activates the child")
            box.activate(child: 0)
            XCTAssertEqual(events.value.suffix(4), ["deselected 3", "selected 0", "model red", "activated 0"], "activate(child:) acts as the user, who selects as they activate")
            window.destroy()
        }
    }

    func testSelectedRowAndModelFollowTheUsersSelectionOnly() {
        onMain {
            let box = FlowBox()
            let bag = DisposeBag()
            let tags = BehaviorRelay(value: ["red", "green", "blue"])
            tags.bind(to: box.rx.items(id: \.self)) { (box: FlowBox, _: Int, tag: String) in
                let cell = box.dequeueCell()
                cell.text = tag
                return cell
            }
            .disposed(by: bag)
            let rows = Captured<[Int?]>([])
            box.rx.selectedRow.subscribe(onNext: { rows.value.append($0) }).disposed(by: bag)
            let current = BehaviorRelay<String?>(value: "blue")
            current.bind(to: box.rx.selectedModel(String.self, id: \.self)).disposed(by: bag)
            box.rx.selectedModel(String.self, id: \.self).bind(to: current).disposed(by: bag)
            XCTAssertEqual(box.selectedRow, 2, "the relay's tag is selected")
            Observable.just(0).bind(to: box.rx.selectedRow).disposed(by: bag)
            XCTAssertEqual(rows.value, [nil], "the program's sets do not emit")

            box.select(child: 1)
            XCTAssertEqual(rows.value, [nil, 1])
            XCTAssertEqual(current.value, "green")
            tags.accept(["white", "red", "green"])
            XCTAssertEqual(box.selectedRow, 2, "the children made again select the tag's child again")
            XCTAssertEqual(current.value, "green")
            XCTAssertEqual(rows.value, [nil, 1], "as the program")
        }
    }

    func testADestroyedBoxEndsItsEventsAndReleasesItsHandlers() {
        onMain {
            let resourcesBefore = Resources.total
            let handlersBefore = liveSignalHandlerCount
            let box = FlowBox()
            box.append(Label("child"))
            let window = Window(title: "Flow box")
            window.child = box
            window.present()
            let completed = Captured<[String]>([])
            var subscriptions: [Disposable] = [
                box.rx.itemSelected.subscribe(onCompleted: { completed.value.append("selected") }),
                box.rx.itemsSelected.subscribe(onCompleted: { completed.value.append("children") }),
                box.rx.itemActivated.subscribe(onCompleted: { completed.value.append("activated") }),
                box.rx.selectedRow.subscribe(onCompleted: { completed.value.append("row") }),
            ]
            window.destroy()
            XCTAssertEqual(Set(completed.value), ["selected", "children", "activated", "row"])
            subscriptions = []
            XCTAssertTrue(subscriptions.isEmpty)
            XCTAssertEqual(Resources.total, resourcesBefore)
            // The window's watches of its realization and its destruction and the box's own
            // selection handler live as long as they do.
            XCTAssertEqual(liveSignalHandlerCount, handlersBefore + 3)
        }
    }
}
