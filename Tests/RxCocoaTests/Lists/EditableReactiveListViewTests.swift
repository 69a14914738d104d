import RxCocoa
import RxSwift
import RxTest
import XCTest

final class EditableReactiveListViewTests: LeakCheckingTestCase {
    func testItemDeletedItemMovedAndModelDeleted() {
        onMain {
            let tableView = TestTableView()
            let userDelegate = RecordingTableDelegate()
            tableView.delegate = userDelegate
            let binding = Observable.just(["x", "y", "z"]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
            drainMainQueue()
            let deleted = Captured<[Int]>([])
            let deletedModels = Captured<[String]>([])
            let moves = Captured<[String]>([])
            let subscriptions = [
                tableView.rx.itemDeleted.subscribe(onNext: { deleted.value.append($0) }),
                tableView.rx.modelDeleted(String.self).subscribe(onNext: { deletedModels.value.append($0) }),
                tableView.rx.itemMoved.subscribe(onNext: { moves.value.append("\($0.sourceIndex)->\($0.destinationIndex)") }),
            ]
            tableView.userDeletesRow(2)
            tableView.userMovesRow(0, to: 1)
            XCTAssertEqual(deleted.value, [2])
            XCTAssertEqual(deletedModels.value, ["z"])
            XCTAssertEqual(moves.value, ["0->1"])
            XCTAssertEqual(userDelegate.log, ["delegate deleted 2", "delegate moved 0 to 1"])
            (subscriptions + [binding]).forEach { $0.dispose() }
        }
    }
}
