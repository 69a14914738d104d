import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

/// A screen's model as a Swift 6 mode app writes one: a main-actor class that moves a
/// sequence to the main thread and then touches its own state from every closure, with no
/// isolation assertion. That this file compiles (warnings are errors) is half of the test.
@MainActor
private final class WordsModel {
    private(set) var words: [String] = []
    private(set) var log: [String] = []
    private(set) var threads: [Bool] = []
    private let prefix = "#"
    let bag = DisposeBag()

    func format(_ value: Int) -> String { prefix + String(value) }

    func bind(_ values: Observable<Int>) {
        values
            .observe(on: MainScheduler.instance)
            .filter { [weak self] in $0 >= 0 && self != nil }
            .map { [weak self] in self?.format($0) ?? "" }
            .do(onNext: { [weak self] in self?.log.append("next \($0)") })
            .subscribe(
                onNext: { [weak self] in
                    self?.threads.append(Thread.isMainThread)
                    self?.words.append($0)
                },
                onCompleted: { [weak self] in self?.log.append("completed") },
                onDisposed: { [weak self] in self?.log.append("disposed") }
            )
            .disposed(by: bag)
    }
}

final class MainThreadObservableTests: LeakCheckingTestCase {
    func testObserveOnTheMainSchedulerGivesASequenceWhoseClosuresAreMainActorCode() {
        MainActor.assumeIsolated {
            let model = WordsModel()
            model.bind(.of(1, -2, 3))
            // On the main thread with nothing waiting, the main scheduler delivers at once.
            XCTAssertEqual(model.words, ["#1", "#3"])
            XCTAssertEqual(model.log, ["next #1", "next #3", "completed", "disposed"])
            XCTAssertEqual(model.threads, [true, true])
        }
    }

    func testElementsSentFromAnotherThreadArriveOnTheMainThreadInOrder() {
        let model = MainActor.assumeIsolated { WordsModel() }
        let subject = PublishSubject<Int>()
        MainActor.assumeIsolated { model.bind(subject) }
        let sent = expectation(description: "sent from another thread")
        DispatchQueue.global().async {
            for value in 1...5 { subject.onNext(value) }
            subject.onCompleted()
            sent.fulfill()
        }
        wait(for: [sent], timeout: 5)
        XCTAssertTrue(runMainRunLoop { MainActor.assumeIsolated { model.log.last == "disposed" } })
        MainActor.assumeIsolated {
            XCTAssertEqual(model.words, ["#1", "#2", "#3", "#4", "#5"])
            XCTAssertEqual(model.threads, Array(repeating: true, count: 5))
        }
    }

    func testTheResultIsAnObservableWhereverOneIsExpected() {
        var sequence: Observable<Int> = Observable.just(1).observe(on: MainScheduler.instance)
        sequence = Observable.just(2)
        let received = SchedulerTestLog<Int>()
        _ = Observable.merge(sequence, Observable.just(3).observe(on: MainScheduler.instance)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received.values, [2, 3])
    }
}
