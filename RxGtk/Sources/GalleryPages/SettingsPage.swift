import RxCocoa
import RxGtk
import RxSwift

/// Preferences kept in GSettings: a schema compiled when the page is built, stored by the
/// memory backend (the user's settings are never touched). A switch and a spin button are bound
/// both ways to two keys; a "Reset" button joined to the action "settings.reset" restores the
/// schema's defaults; the preview under them comes from a GtkBuilder `.ui` string.
@MainActor
public final class SettingsPage: GalleryPage {
    public static let name = "settings"
    public static let title = "Settings"

    /// The id of the page's schema.
    public nonisolated static let schemaID = "org.rxswift.RxGtkGallery.Preferences"
    /// The boolean key the switch follows.
    public nonisolated static let darkModeKey = "dark-mode"
    /// The integer key the spin button follows.
    public nonisolated static let fontSizeKey = "font-size"
    /// The schema's default for `darkModeKey`.
    public nonisolated static let defaultDarkMode = false
    /// The schema's default for `fontSizeKey`.
    public nonisolated static let defaultFontSize = 12
    /// The smallest and largest font sizes the schema accepts.
    public nonisolated static let fontSizes = 8...32

    /// The text of the page's `.gschema.xml`.
    public nonisolated static var schemaXML: String {
        """
        <schemalist>
          <schema id="\(schemaID)" path="/org/rxswift/RxGtkGallery/Preferences/">
            <key name="\(darkModeKey)" type="b">
              <default>\(defaultDarkMode)</default>
              <summary>Show the preview dark</summary>
            </key>
            <key name="\(fontSizeKey)" type="i">
              <range min="\(fontSizes.lowerBound)" max="\(fontSizes.upperBound)"/>
              <default>\(defaultFontSize)</default>
              <summary>The preview's font size, in points</summary>
            </key>
          </schema>
        </schemalist>
        """
    }

    /// The preview section, built by GtkBuilder.
    static let previewUI = """
        <interface>
          <object class="GtkBox" id="preview-section">
            <property name="orientation">vertical</property>
            <property name="spacing">6</property>
            <child>
              <object class="GtkLabel" id="preview-caption">
                <property name="label">Preview (from a GtkBuilder .ui string)</property>
                <property name="xalign">0</property>
              </object>
            </child>
            <child>
              <object class="GtkLabel" id="preview">
                <property name="xalign">0</property>
              </object>
            </child>
          </object>
        </interface>
        """

    public let root: Widget
    /// The settings, or `nil` when the schema could not be compiled (`status` says why).
    public let settings: Settings?
    /// The switch bound to `darkModeKey`.
    public let darkMode = Switch()
    /// The spin button bound to `fontSizeKey`.
    public let fontSize = SpinButton(minimum: Double(fontSizes.lowerBound), maximum: Double(fontSizes.upperBound), step: 1)
    /// The button joined to the reset action.
    public let resetButton = Button(label: "Reset")
    /// The action that restores the defaults, "settings.reset" on the page's root widget.
    public let resetAction = SimpleAction(name: "reset")
    /// The sample text in the style the settings choose, from the builder.
    public let preview: Label
    /// What the settings store, read back from them.
    public let status = Label()
    private let builder: Builder?
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Settings", explanation: "GSettings keys on the memory backend, bound both ways: the widgets store the keys, and changes to the keys move the widgets. Reset is an action.")
        let darkModeRow = Box(.horizontal, spacing: 8)
        darkModeRow.append(Label("Dark preview"))
        darkModeRow.append(darkMode)
        let fontSizeRow = Box(.horizontal, spacing: 8)
        fontSizeRow.append(Label("Font size"))
        fontSizeRow.append(fontSize)
        let resetRow = Box(.horizontal, spacing: 8)
        resetRow.append(resetButton)
        resetRow.append(Label("restores the schema's defaults"))
        for widget in [darkModeRow, fontSizeRow, resetRow] as [Widget] {
            page.append(widget)
        }
        builder = try? Builder(ui: Self.previewUI)
        if let builder, let section = builder.widget(Box.self, id: "preview-section"), let label = builder.widget(Label.self, id: "preview") {
            page.append(section)
            preview = label
        } else {
            preview = Label("The preview's .ui text could not be built")
            page.append(preview)
        }
        page.append(status)
        page.addAction(resetAction, prefix: "settings")
        resetButton.setAction(named: "settings.reset")
        root = page

        do {
            settings = try Settings(schemaID: Self.schemaID, source: .compiling(Self.schemaXML), backend: .memory())
        } catch {
            settings = nil
            status.text = "The settings could not be opened: \(error)"
            return
        }
        guard let settings else { return }
        bind(settings)
    }

    /// Binds the widgets and the preview to `settings`.
    private func bind(_ settings: Settings) {
        let reset = resetAction.rx.activated
        let darkModeValue = Observable.merge(
            settings.rx.bool(Self.darkModeKey).asObservable(),
            darkMode.rx.isOn.skip(1),
            reset.map { Self.defaultDarkMode }
        )
        .distinctUntilChanged()
        .share(replay: 1)
        let fontSizeValue = Observable.merge(
            settings.rx.int(Self.fontSizeKey).asObservable(),
            fontSize.rx.value.skip(1).map { Int($0) },
            reset.map { Self.defaultFontSize }
        )
        .distinctUntilChanged()
        .share(replay: 1)

        darkModeValue.bind(to: darkMode.rx.isOn, settings.rx.bool(Self.darkModeKey)).disposed(by: disposeBag)
        fontSizeValue.map { Double($0) }.bind(to: fontSize.rx.value).disposed(by: disposeBag)
        fontSizeValue.bind(to: settings.rx.int(Self.fontSizeKey)).disposed(by: disposeBag)

        let style = Observable.combineLatest(darkModeValue, fontSizeValue)
        style.map { dark, size in Self.previewMarkup(dark: dark, size: size) }
            .bind(to: preview.rx.markup)
            .disposed(by: disposeBag)
        style.bind(to: Binder(status) { label, _ in
            label.text = "Stored: \(Self.darkModeKey) = \(settings.bool(forKey: Self.darkModeKey)), \(Self.fontSizeKey) = \(settings.int(forKey: Self.fontSizeKey))"
        })
        .disposed(by: disposeBag)
    }

    /// The preview's sample text, light on dark or dark on light, at `size` points.
    nonisolated static func previewMarkup(dark: Bool, size: Int) -> String {
        let colours = dark ? "background=\"#242424\" foreground=\"#ffffff\"" : "background=\"#ffffff\" foreground=\"#242424\""
        return "<span \(colours) size=\"\(size)pt\"> The quick brown fox jumps over the lazy dog </span>"
    }

    /// Turns dark mode on and spins the font size to 18.
    public func playDemo() {
        darkMode.toggle()
        fontSize.spin(to: 18)
    }
}
