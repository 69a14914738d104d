import RxCocoa
import RxGtk
import RxSwift

/// A username and a password checked as they are typed: each rule's message shows while the
/// rule is broken, and the button is enabled once both hold.
@MainActor
public final class SimpleValidationPage: GalleryPage {
    public static let name = "validation"
    public static let title = "Simple validation"

    /// The shortest valid username and password. Not isolated: the validation closures read them
    /// from a nonisolated context.
    public nonisolated static let minimalUsernameLength = 5
    public nonisolated static let minimalPasswordLength = 5

    public let root: Widget
    public let username = Entry(placeholder: "username")
    public let usernameMessage = Label("Username has to be at least \(minimalUsernameLength) characters")
    public let password = PasswordEntry(placeholder: "password")
    public let passwordMessage = Label("Password has to be at least \(minimalPasswordLength) characters")
    public let submit = Button(label: "Do something")
    /// What the button did, shown under it.
    public let outcome = Label()
    /// How many times the enabled button was pressed.
    public private(set) var submissions = 0
    private let disposeBag = DisposeBag()

    public init() {
        let page = pageFrame(title: "Simple validation", explanation: "The button is enabled once both rules hold.")
        for widget in [username, usernameMessage, password, passwordMessage, submit, outcome] as [Widget] {
            page.append(widget)
        }
        root = page

        let usernameValid = username.rx.text.orEmpty
            .map { $0.count >= SimpleValidationPage.minimalUsernameLength }
            .share(replay: 1)
        let passwordValid = password.rx.text.orEmpty
            .map { $0.count >= SimpleValidationPage.minimalPasswordLength }
            .share(replay: 1)
        let everythingValid = Observable.combineLatest(usernameValid, passwordValid) { $0 && $1 }
            .share(replay: 1)

        usernameValid.bind(to: password.rx.isEnabled).disposed(by: disposeBag)
        usernameValid.bind(to: usernameMessage.rx.isHidden).disposed(by: disposeBag)
        passwordValid.bind(to: passwordMessage.rx.isHidden).disposed(by: disposeBag)
        everythingValid.bind(to: submit.rx.isEnabled).disposed(by: disposeBag)
        submit.rx.tap
            .subscribe(onNext: { [weak self] in self?.didSubmit() })
            .disposed(by: disposeBag)
    }

    /// Counts a press of the enabled button and says so under it.
    private func didSubmit() {
        submissions += 1
        outcome.text = "Signed in as \(username.text) (\(submissions) time\(submissions == 1 ? "" : "s"))"
    }

    /// Types a valid username and a password that is still too short.
    public func playDemo() {
        username.type("ada.lovelace")
        password.type("abc")
    }
}
