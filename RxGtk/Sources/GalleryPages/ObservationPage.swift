import Foundation
import Observation
import RxCocoa
import RxGtk
import RxSwift

/// A thermostat's state, kept in a Swift `@Observable` model rather than in relays: the page's
/// widgets are bound to it both ways, and plain Swift code that changes it moves them too.
@MainActor @Observable public final class ThermostatModel {
    /// The temperature, in degrees Celsius.
    public var celsius = 21.0
    /// Whether the heating is on.
    public var isHeating = false

    /// Creates the model at 21 °C, heating off.
    public init() {}

    /// The temperature in degrees Fahrenheit: computed from `celsius`, and setting it sets
    /// `celsius`, so observing it tracks `celsius`.
    public var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }

    /// One line about the whole state.
    public var summary: String {
        String(format: "%.1f °C (%.1f °F), heating %@", celsius, fahrenheit, isHeating ? "on" : "off")
    }
}

/// A slider in Celsius and a field in Fahrenheit for one temperature, a heating switch and a
/// summary, all bound to a `ThermostatModel`: the widgets set the model, and the model's changes,
/// whoever makes them, reach the widgets (`model.rx.controlProperty`, `model.rx.observe`).
@MainActor
public final class ObservationPage: GalleryPage {
    public static let name = "observation"
    public static let title = "@Observable model"

    /// The temperature the reset button sets.
    public nonisolated static let comfortableCelsius = 21.0

    public let root: Widget
    public let model = ThermostatModel()
    public let celsius = Scale(minimum: 5, maximum: 35, step: 0.5)
    public let fahrenheit = SpinButton(minimum: 41, maximum: 95, step: 0.5)
    public let heating = Switch()
    public let summary = Label()
    /// Changes the model with plain Swift code, not through a binding.
    public let warmer = Button(label: "One degree warmer")
    /// Sets the model through its binder.
    public let reset = Button(label: "Reset to \(Int(comfortableCelsius)) °C")
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(
            title: "@Observable model",
            explanation: "The thermostat's state lives in a Swift @Observable class. The slider, the field and the switch set it; whatever changes it, a widget or plain Swift code, the widgets and the summary follow."
        )
        celsius.expandsHorizontally = true
        let celsiusRow = Box(.horizontal, spacing: 8)
        celsiusRow.append(Label("°C"))
        celsiusRow.append(celsius)
        let fahrenheitRow = Box(.horizontal, spacing: 8)
        fahrenheitRow.append(Label("°F"))
        fahrenheitRow.append(fahrenheit)
        let heatingRow = Box(.horizontal, spacing: 8)
        heatingRow.append(Label("Heating"))
        heatingRow.append(heating)
        let buttons = Box(.horizontal, spacing: 8)
        buttons.append(warmer)
        buttons.append(reset)
        for widget in [celsiusRow, fahrenheitRow, heatingRow, buttons, summary] as [Widget] {
            page.append(widget)
        }
        root = page

        bindBothWays(model.rx.controlProperty(\.celsius), celsius.rx.value)
        bindBothWays(model.rx.controlProperty(\.fahrenheit), fahrenheit.rx.value)
        bindBothWays(model.rx.controlProperty(\.isHeating), heating.rx.isOn)
        model.rx.observe(\.summary)
            .bind(to: summary.rx.text)
            .disposed(by: disposeBag)
        reset.rx.tap
            .map { ObservationPage.comfortableCelsius }
            .bind(to: model.rx[\.celsius])
            .disposed(by: disposeBag)
        warmer.rx.tap
            .subscribe(onNext: { [weak self] in self?.model.celsius += 1 })
            .disposed(by: disposeBag)
    }

    /// The model's values set the control, and the user's changes of the control set the model.
    private func bindBothWays<Value>(_ modelProperty: ControlProperty<Value>, _ control: ControlProperty<Value>) {
        modelProperty.bind(to: control).disposed(by: disposeBag)
        control.changed.bind(to: modelProperty).disposed(by: disposeBag)
    }

    /// Slides to 25 °C, switches the heating on, and makes it one degree warmer.
    public func playDemo() {
        celsius.slide(to: 25)
        heating.toggle()
        warmer.click()
    }
}
