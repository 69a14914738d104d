import RxCocoa
import RxGtk
import RxRelay
import RxSwift
import RxTest
import XCTest

private struct Fruit: Equatable, Sendable {
    let name: String
    let colour: String
}

final class ColumnViewRxTests: GtkTestCase {
    func testItemsFillTheColumnsAndSelectionReportsTheRowAndItsElement() {
        onMain {
            let table = ColumnView<Fruit>(columns: [
                .init("Name") { $0.name },
                .init("Colour") { $0.colour },
            ])
            let window = Window(title: "Table", width: 400, height: 300)
            window.child = ScrolledWindow(child: table)
            window.present()
            let bag = DisposeBag()
            let fruits = BehaviorRelay(value: [Fruit(name: "Apple", colour: "red"), Fruit(name: "Lime", colour: "green")])
            fruits.bind(to: table.rx.items).disposed(by: bag)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: {
                table.visibleTexts == [0: [0: "Apple", 1: "red"], 1: [0: "Lime", 1: "green"]]
            }))
            let rows = Captured<[Int]>([])
            let models = Captured<[Fruit]>([])
            table.rx.itemSelected.subscribe(onNext: { rows.value.append($0) }).disposed(by: bag)
            table.rx.modelSelected.subscribe(onNext: { models.value.append($0) }).disposed(by: bag)
            table.selectedRow = 0
            XCTAssertEqual(rows.value, [], "the program's own selection is not the user's")
            table.select(row: 1)
            XCTAssertEqual(rows.value, [1])
            XCTAssertEqual(models.value, [Fruit(name: "Lime", colour: "green")])
            fruits.accept([Fruit(name: "Plum", colour: "purple")])
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { table.visibleTexts == [0: [0: "Plum", 1: "purple"]] }))
            window.destroy()
        }
    }
}
