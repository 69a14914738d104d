import RxCocoa
import RxGtk
import RxSwift
import TestSupport
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
            XCTAssertEqual(received.value.last, 2)
            Observable.just(1).bind(to: dropDown.rx.selectedIndex).disposed(by: bag)
            XCTAssertEqual(dropDown.selectedIndex, 1)
            XCTAssertEqual(received.value.last, 2, "a bound index does not emit")
        }
    }
}
