import RxCocoa
import RxGtk
import RxSwift
import RxTest
import XCTest

final class DropDownRxTests: GtkTestCase {
    func testDropDownSelectedIndexAndItems() {
        onMain {
            let dropDown = DropDown()
            let bag = DisposeBag()
            Observable.just(["red", "green", "blue"]).bind(to: dropDown.rx.items).disposed(by: bag)
            XCTAssertEqual(dropDown.items, ["red", "green", "blue"])
            let received = Captured<[Int?]>([])
            dropDown.rx.selectedIndex.subscribe(onNext: { received.value.append($0) }).disposed(by: bag)
            dropDown.selectedIndex = 2
            XCTAssertEqual(received.value, [0], "the program's own set is not a choice")
            dropDown.choose(1)
            XCTAssertEqual(received.value, [0, 1], "the user's choice emits")
            Observable.just(2).bind(to: dropDown.rx.selectedIndex).disposed(by: bag)
            XCTAssertEqual(dropDown.selectedIndex, 2)
            XCTAssertEqual(received.value, [0, 1], "a bound index does not emit")
        }
    }
}
