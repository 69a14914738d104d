import RxCocoa
import RxSwift
import RxTest
import XCTest

final class EditableReactiveListViewTests: LeakCheckingTestCase {
    func testItemDeletedItemMovedAndModelDeleted() {
        let tableView = TestTableView()
        let userDelegate = RecordingTableDelegate()
        tableView.delegate = userDelegate
        let binding = Observable.just(["x", "y", "z"]).bind(to: tableView.rx.items) { tableView, _, _ in tableView.dequeueReusableCell() }
        drainMainQueue()
        var deleted: [Int] = []
        var deletedModels: [String] = []
        var moves: [String] = []
        let subscriptions = [
            tableView.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }),
            tableView.rx.modelDeleted(String.self).subscribe(onNext: { deletedModels.append($0) }),
            tableView.rx.itemMoved.subscribe(onNext: { moves.append("\($0.sourceIndex)->\($0.destinationIndex)") }),
        ]
        tableView.userDeletesRow(2)
        tableView.userMovesRow(0, to: 1)
        XCTAssertEqual(deleted, [2])
        XCTAssertEqual(deletedModels, ["z"])
        XCTAssertEqual(moves, ["0->1"])
        XCTAssertEqual(userDelegate.log, ["delegate deleted 2", "delegate moved 0 to 1"])
        (subscriptions + [binding]).forEach { $0.dispose() }
    }
}
