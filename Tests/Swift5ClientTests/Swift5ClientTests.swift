import Dispatch
import RxRelay
import RxSwift
import XCTest

// This target is compiled in Swift 5 language mode (with warnings as errors in CI): code written
// for upstream RxSwift, UIKit style, must compile here without a diagnostic. The operators'
// closures read and write main-actor state; everything runs on the main thread.

/// A main-actor class in the shape of a UIKit view controller.
@MainActor
final class ProfileViewController {
    var title = ""
    var taps = 0
    var log: [String] = []
    let name = BehaviorRelay<String>(value: "Ada")
    let tapped = PublishRelay<Void>()
    let bag = DisposeBag()

    func viewDidLoad() {
        name
            .map { "\(self.log.count): \($0)" }
            .filter { _ in self.taps >= 0 }
            .do(onNext: { self.log.append("will show \($0)") })
            .subscribe(onNext: { self.title = $0 })
            .disposed(by: bag)

        tapped
            .scan(0) { count, _ in count + 1 + self.taps }
            .subscribe(onNext: { self.taps = $0 }, onDisposed: { self.log.append("taps disposed") })
            .disposed(by: bag)

        Observable.combineLatest(name.asObservable(), tapped.asObservable()) { name, _ in name + self.title }
            .flatMap { text in Observable.just(text.count + self.taps) }
            .subscribe(with: self, onNext: { owner, count in owner.log.append("count \(count)") })
            .disposed(by: bag)

        Single<String>.create { observer in
            observer(.success(self.title))
            return Disposables.create { self.log.append("single disposed") }
        }
        .subscribe(onSuccess: { self.log.append("single \($0)") })
        .disposed(by: bag)

        Infallible.just(1)
            .map { $0 + self.taps }
            .subscribe(onNext: { self.log.append("infallible \($0)") })
            .disposed(by: bag)
    }
}

final class Swift5ClientTests: XCTestCase {
    func testUIKitStyleClosuresReadAndWriteMainActorState() {
        MainActor.assumeIsolated {
            let controller = ProfileViewController()
            controller.viewDidLoad()
            XCTAssertEqual(controller.title, "0: Ada")
            controller.tapped.accept(())
            XCTAssertEqual(controller.taps, 1)
            controller.name.accept("Grace")
            XCTAssertTrue(controller.title.hasSuffix(": Grace"))
            XCTAssertTrue(controller.log.contains("single 0: Ada"))
            XCTAssertTrue(controller.log.contains("infallible 1"))
        }
    }

    func testLocalStateCapturedByOperatorClosures() {
        var total = 0
        var seen: [Int] = []
        let subscription = Observable.of(1, 2, 3)
            .map { value -> Int in
                total += value
                return value * 2
            }
            .subscribe(onNext: { seen.append($0) })
        subscription.dispose()
        XCTAssertEqual(total, 6)
        XCTAssertEqual(seen, [2, 4, 6])
    }
}
