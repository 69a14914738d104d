import Dispatch
import RxCocoa
import RxGtk
import RxRelay
import RxSwift

/// A sign-up form written with Drivers: the username's availability is checked by a
/// simulated network call (debounced, the previous check cancelled by `flatMapLatest`) while a
/// spinner turns; the button is enabled once the username is free and the passwords match.
@MainActor
public final class SignUpPage: GalleryPage {
    public static let name = "signup"
    public static let title = "Sign-up with Driver"

    /// Usernames the simulated service reports as taken.
    public nonisolated static let takenUsernames: Set<String> = ["admin", "root", "ada"]

    public let root: Widget
    public let username = Entry(placeholder: "username")
    public let availability = Label()
    public let checking = Spinner()
    public let password = PasswordEntry(placeholder: "password")
    public let repeatedPassword = PasswordEntry(placeholder: "repeat the password")
    public let passwordsMatch = Label()
    public let newsletter = Switch()
    public let newsletterState = Label()
    public let signUp = Button(label: "Sign up")
    /// What signing up did, shown under the button.
    public let outcome = Label()
    private let disposeBag = DisposeBag()

    /// How long the simulated availability check takes.
    private nonisolated static let checkDuration = DispatchTimeInterval.milliseconds(300)

    public init() {
        let page = pageFrame(title: "Sign-up with Driver", explanation: "The username is checked as you type; the button waits for a free name and matching passwords.")
        let usernameRow = Box(.horizontal, spacing: 8)
        username.expandsHorizontally = true
        usernameRow.append(username)
        usernameRow.append(checking)
        usernameRow.append(availability)
        let newsletterRow = Box(.horizontal, spacing: 8)
        newsletterRow.append(Label("Newsletter"))
        newsletterRow.append(newsletter)
        newsletterRow.append(newsletterState)
        for widget in [usernameRow, password, repeatedPassword, passwordsMatch, newsletterRow, signUp, outcome] as [Widget] {
            page.append(widget)
        }
        root = page

        let isChecking = BehaviorRelay(value: false)
        let isAvailable = username.rx.text.orEmpty.asDriver()
            .debounce(.milliseconds(150))
            .distinctUntilChanged()
            .flatMapLatest { name -> Driver<Bool?> in
                if name.isEmpty { return .just(nil) }
                return SignUpPage.checkAvailability(of: name)
                    .do(onSubscribe: { isChecking.accept(true) }, onDispose: { isChecking.accept(false) })
                    .map { Optional($0) }
                    .asDriver(onErrorJustReturn: nil)
            }
            .startWith(nil)
        isAvailable
            .map { available in available.map { $0 ? "available" : "taken" } ?? "" }
            .drive(availability.rx.text)
            .disposed(by: disposeBag)
        isChecking.asDriver().drive(checking.rx.isAnimating).disposed(by: disposeBag)

        let matching = Driver.combineLatest(password.rx.text.orEmpty.asDriver(), repeatedPassword.rx.text.orEmpty.asDriver()) { first, second in
            !first.isEmpty && first == second
        }
        matching.map { $0 ? "The passwords match" : "The passwords must match" }
            .drive(passwordsMatch.rx.text)
            .disposed(by: disposeBag)
        Driver.combineLatest(isAvailable, matching) { available, matching in available == true && matching }
            .drive(signUp.rx.isEnabled)
            .disposed(by: disposeBag)
        newsletter.rx.isOn.asDriver()
            .map { $0 ? "subscribed" : "not subscribed" }
            .drive(newsletterState.rx.text)
            .disposed(by: disposeBag)
        signUp.rx.tap.asDriver()
            .withLatestFrom(Driver.combineLatest(username.rx.text.orEmpty.asDriver(), newsletter.rx.isOn.asDriver()))
            .map { name, subscribed in "Welcome, \(name)! Your account is ready" + (subscribed ? "; the newsletter is on its way." : ".") }
            .drive(outcome.rx.text)
            .disposed(by: disposeBag)
    }

    /// The simulated service: answers on a background queue after `checkDuration`.
    nonisolated static func checkAvailability(of name: String) -> Observable<Bool> {
        Observable.just(!takenUsernames.contains(name.lowercased()))
            .delay(checkDuration, scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }

    /// Types a free username and two matching passwords, and subscribes to the newsletter.
    public func playDemo() {
        username.type("grace")
        password.type("hopper")
        repeatedPassword.type("hopper")
        newsletter.toggle()
    }
}
