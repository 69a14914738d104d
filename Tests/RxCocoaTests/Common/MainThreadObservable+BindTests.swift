import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

/// A main-actor class binding a sequence it moved to the main thread, and one it did not.
@MainActor
private final class LabelModel {
    private(set) var texts: [String] = []
    private(set) var onMainThread: [Bool] = []

    func bind(_ texts: Observable<String>) -> Disposable {
        texts
            .observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] in self?.texts.append($0) })
    }

    func bindWith(_ texts: Observable<String>) -> Disposable {
        texts
            .observe(on: MainScheduler.instance)
            .bind(with: self, onNext: { model, text in model.texts.append("with \(text)") })
    }

    func bindAnywhere(_ texts: Observable<String>) -> Disposable {
        texts.bind(onNext: { @MainActor [weak self] in
            self?.onMainThread.append(Thread.isMainThread)
            self?.texts.append($0)
        })
    }
}

final class MainThreadObservableBindTests: LeakCheckingTestCase {
    func testBindAfterObservingOnTheMainSchedulerTakesMainActorClosures() {
        onMain {
            let model = LabelModel()
            let first = model.bind(.of("a", "b"))
            let second = model.bindWith(.just("c"))
            XCTAssertEqual(model.texts, ["a", "b", "with c"])
            first.dispose()
            second.dispose()
        }
    }

    func testBindWrittenMainActorRunsOnTheMainThreadWhicheverThreadDelivers() {
        let model = onMain { LabelModel() }
        let texts = Observable.of("x", "y").subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        let subscription = onMain { model.bindAnywhere(texts) }
        let deadline = Date().addingTimeInterval(5)
        while onMain({ model.texts.count }) < 2, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        onMain {
            XCTAssertEqual(model.texts, ["x", "y"])
            XCTAssertEqual(model.onMainThread, [true, true])
        }
        subscription.dispose()
    }
}
