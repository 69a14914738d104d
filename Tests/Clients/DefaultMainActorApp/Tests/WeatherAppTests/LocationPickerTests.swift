import RxCocoa
import RxSwift
import RxTest
@testable import WeatherApp
import XCTest

private final class ClosingDelegate: LocationPickerDelegate {
    var picked: [String] = []

    func locationPicker(_ picker: LocationPicker, didPick city: String) {
        picked.append(city)
    }

    func locationPickerShouldClose(_ picker: LocationPicker) -> Bool {
        false
    }
}

// `nonisolated`: a main-actor subclass of XCTestCase does not compile in a default main-actor
// target with Swift 6.3 (swiftlang/swift#84644). The tests are main-actor code, and `async`,
// because XCTest on Linux cannot call a synchronous `@MainActor` test method.
nonisolated final class LocationPickerTests: LeakCheckingTestCase {
    @MainActor func testTheProxyReportsPicksAndForwardsToTheDelegate() async {
        let picker = LocationPicker()
        let delegate = ClosingDelegate()
        picker.delegate = delegate
        var cities: [String] = []
        let subscription = picker.rx.pickedCity.emit(onNext: { cities.append($0) })
        picker.pick("Oslo")
        picker.pick("Cairo")
        subscription.dispose()
        XCTAssertEqual(cities, ["Oslo", "Cairo"])
        XCTAssertEqual(delegate.picked, ["Oslo", "Cairo"])
        XCTAssertFalse(picker.close())
        XCTAssertTrue(picker.delegate is LocationPickerDelegateProxy)
    }
}
