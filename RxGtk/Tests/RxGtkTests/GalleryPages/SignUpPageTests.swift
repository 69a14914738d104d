import GalleryPages
import RxGtk
import XCTest

final class SignUpPageTests: GtkTestCase {
    func testAFreeUsernameAndMatchingPasswordsEnableSignUp() {
        onMain {
            let page = SignUpPage()
            XCTAssertFalse(page.signUp.isEnabled)
            page.username.type("grace")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.checking.isAnimating }), "the spinner turns while the name is checked")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.availability.text == "available" }))
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { !page.checking.isAnimating }), "the spinner stops once the answer came")
            page.password.type("hopper")
            page.repeatedPassword.type("hop")
            XCTAssertEqual(page.passwordsMatch.text, "The passwords must match")
            XCTAssertFalse(page.signUp.isEnabled)
            page.repeatedPassword.type("per")
            XCTAssertEqual(page.passwordsMatch.text, "The passwords match")
            XCTAssertTrue(page.signUp.isEnabled)
            page.signUp.click()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.outcome.text == "Welcome, grace! Your account is ready." }), "signing up shows its effect")
        }
    }

    func testATakenUsernameKeepsSignUpDisabledAndAStaleCheckIsCancelled() {
        onMain {
            let page = SignUpPage()
            page.password.type("secret")
            page.repeatedPassword.type("secret")
            page.username.type("ad")
            // Typed before the first check answers: flatMapLatest drops the check of "ad".
            page.username.type("a")
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.availability.text == "taken" }))
            XCTAssertFalse(page.signUp.isEnabled)
        }
    }

    func testTheNewsletterSwitch() {
        onMain {
            let page = SignUpPage()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.newsletterState.text == "not subscribed" }))
            page.newsletter.toggle()
            XCTAssertTrue(GtkEnvironment.runMainLoop(until: { page.newsletterState.text == "subscribed" }))
        }
    }
}
