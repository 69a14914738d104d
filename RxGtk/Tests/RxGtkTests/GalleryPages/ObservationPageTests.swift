import GalleryPages
import RxGtk
import XCTest

final class ObservationPageTests: GtkTestCase {
    func testTheWidgetsSetTheModelAndFollowIt() {
        onMain {
            let page = ObservationPage()
            let window = Window(title: "Observation page", width: 600, height: 400)
            window.child = page.root
            window.present()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.summary.text == "21.0 °C (69.8 °F), heating off" }))
            XCTAssertEqual(page.celsius.value, 21)
            XCTAssertEqual(page.fahrenheit.value, 69.8, accuracy: 0.001)

            page.celsius.slide(to: 30)
            XCTAssertEqual(page.model.celsius, 30, "the slider sets the model")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.fahrenheit.value == 86 }), "the field follows the model")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.summary.text == "30.0 °C (86.0 °F), heating off" }))

            page.fahrenheit.spin(to: 50)
            XCTAssertEqual(page.model.celsius, 10, accuracy: 0.001, "the field sets the model through its computed property")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.celsius.value == 10 }), "the slider follows the model")

            page.heating.toggle()
            XCTAssertTrue(page.model.isHeating)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.summary.text == "10.0 °C (50.0 °F), heating on" }))
            window.destroy()
        }
    }

    func testPlainSwiftChangesOfTheModelReachTheWidgets() {
        onMain {
            let page = ObservationPage()
            page.model.celsius = 15
            page.model.isHeating = true
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.celsius.value == 15 && page.heating.isOn }))
            XCTAssertEqual(page.fahrenheit.value, 59)
            page.warmer.click()
            XCTAssertEqual(page.model.celsius, 16)
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.summary.text == "16.0 °C (60.8 °F), heating on" }))
            page.reset.click()
            XCTAssertEqual(page.model.celsius, ObservationPage.comfortableCelsius, "the reset button sets the model through its binder")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.celsius.value == ObservationPage.comfortableCelsius }))
        }
    }
}
