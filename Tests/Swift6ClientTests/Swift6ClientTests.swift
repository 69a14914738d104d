import Dispatch
import Foundation
import RxRelay
import RxSwift
import RxTest
import XCTest

// This target is compiled in Swift 6 language mode with warnings as errors and imports the
// library without `@preconcurrency`, as a new app would: everything here must compile clean.

/// A `Sendable` struct holding the library's sequence, subject and relay types.
struct Streams: Sendable {
    let names = PublishSubject<String>()
    let count = BehaviorRelay<Int>(value: 0)
    let ticks: Observable<Int> = .of(1, 2, 3)
    let replayed = ReplaySubject<Int>.create(bufferSize: 1)
    let latest = BehaviorSubject<Int>(value: 7)
    let finished = AsyncSubject<Int>()
    let taps = PublishRelay<Void>()
    let history = ReplayRelay<Int>.create(bufferSize: 2)
    let answer = Single.just(42)
    let maybe = Maybe<Int>.empty()
    let done = Completable.empty()
    let safe = Infallible.just(1)
    let observer: AnyObserver<Int> = AnyObserver { _ in }
    let bag = DisposeBag()
    let subscription = SerialDisposable()
    let scheduler = SerialDispatchQueueScheduler(qos: .utility)
}

/// A `Sendable` struct keeping subscriptions as the protocol existential `subscribe` returns.
struct Subscriptions: Sendable {
    let first: any Disposable
    let cancelable: any Cancelable
}

/// A `Sendable` final class holding a relay.
final class Owner: Sendable {
    let events = PublishRelay<Int>()
}

/// An actor that exposes its output as a `nonisolated let`.
actor Counter {
    nonisolated let output: Observable<Int>
    private let relay = BehaviorRelay<Int>(value: 0)

    init() {
        output = relay.asObservable()
    }

    func increment() {
        relay.accept(relay.value + 1)
    }
}

/// A main-actor class moving elements to a background queue.
@MainActor
final class BackgroundMapper {
    private(set) var results: [Int] = []
    private let bag = DisposeBag()

    /// `observe(on:)` then `map` and `subscribe` on a background queue: valid, as the closures
    /// touch no main-actor state.
    func start(_ done: @escaping @Sendable ([Int]) -> Void) {
        let collected = Collected()
        Observable.of(1, 2, 3)
            .observe(on: SerialDispatchQueueScheduler(qos: .background))
            .map { $0 + 1 }
            .subscribe(onNext: { collected.append($0) }, onCompleted: { done(collected.all) })
            .disposed(by: bag)
    }
}

/// What a background subscription collects, under a lock.
final class Collected: Sendable {
    private let storage = Captured<[Int]>([])

    func append(_ value: Int) {
        storage.value.append(value)
    }

    var all: [Int] {
        storage.value
    }
}

final class Swift6ClientTests: XCTestCase {
    func testSendableContainersHoldSubjectsRelaysAndSequences() async throws {
        let streams = Streams()
        let fromTask = try await Task.detached {
            streams.count.accept(5)
            return try await streams.ticks.toArray().value
        }.value
        XCTAssertEqual(fromTask, [1, 2, 3])
        XCTAssertEqual(streams.count.value, 5)
        let answer = try await streams.answer.value
        XCTAssertEqual(answer, 42)
    }

    func testASubscriptionIsDisposedFromAnotherTask() async {
        let subject = PublishSubject<Int>()
        let received = Captured<[Int]>([])
        let subscription = subject.subscribe(onNext: { received.value.append($0) })
        let kept = Subscriptions(first: subscription, cancelable: BooleanDisposable())
        subject.onNext(1)
        await Task.detached {
            kept.first.dispose()
            kept.cancelable.dispose()
        }.value
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
        XCTAssertTrue(kept.cancelable.isDisposed)
    }

    func testSendableFinalClassHoldsARelay() async {
        let owner = Owner()
        let received = Collected()
        let subscription = owner.events.subscribe(onNext: { received.append($0) })
        await Task.detached { owner.events.accept(3) }.value
        XCTAssertEqual(received.all, [3])
        subscription.dispose()
    }

    func testActorExposesANonisolatedObservable() async throws {
        let counter = Counter()
        await counter.increment()
        let first = try await counter.output.take(1).asSingle().value
        XCTAssertEqual(first, 1)
    }

    @MainActor
    func testValuesAwaitedFromTheMainActor() async throws {
        let subject = PublishSubject<String>()
        let values = subject.values
        Task.detached {
            subject.onNext("a")
            subject.onNext("b")
            subject.onCompleted()
        }
        var received: [String] = []
        for try await value in values {
            received.append(value)
        }
        XCTAssertEqual(received, ["a", "b"])
    }

    @MainActor
    func testSingleValueAwaitedFromTheMainActor() async throws {
        let single = Single<Int>.create { observer in
            DispatchQueue.global().async { observer(.success(9)) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 9)
    }

    func testObserverHandedToAnotherThreadFromCreate() async throws {
        let observable = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let elements = try await observable.toArray().value
        XCTAssertEqual(elements, [1])
    }

    @MainActor
    func testProgramTwoRunsOnABackgroundQueue() async {
        let mapper = BackgroundMapper()
        let results = await withCheckedContinuation { continuation in
            mapper.start { continuation.resume(returning: $0) }
        }
        XCTAssertEqual(results, [2, 3, 4])
    }

    @MainActor
    func testMainActorStateFromTheMainSchedulerThroughAssumeIsolated() async {
        @MainActor
        final class Screen {
            var text = ""
        }
        let screen = Screen()
        let finished = expectation(description: "delivered on the main actor")
        let subscription = Observable.of("hello")
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { text in
                MainActor.assumeIsolated {
                    screen.text = text
                    finished.fulfill()
                }
            })
        await fulfillment(of: [finished], timeout: 5)
        XCTAssertEqual(screen.text, "hello")
        subscription.dispose()
    }

    func testStaticFactoriesInferTheElementType() throws {
        let first = Observable.of(1)
        let second = Observable.of(2)
        let merged = try Observable.merge(first, second).toBlockingArray()
        let concatenated = try Observable.concat([first, second]).toBlockingArray()
        let raced = try Observable.amb([first, second]).toBlockingArray()
        XCTAssertEqual(merged.sorted(), [1, 2])
        XCTAssertEqual(concatenated, [1, 2])
        XCTAssertEqual(raced, [1])
    }
}

extension ObservableType {
    /// Every element of a sequence that ends during `subscribe`.
    fileprivate func toBlockingArray() throws -> [Element] {
        let elements = Captured<[Element]>([])
        let failure = Captured<Error?>(nil)
        _ = subscribe(onNext: { elements.value.append($0) }, onError: { failure.value = $0 })
        if let error = failure.value {
            throw error
        }
        return elements.value
    }
}
