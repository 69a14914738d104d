import RxCocoa
import RxSwift
import RxTest
import XCTest

// Client libraries add methods named like the library's operators, with other labels. Inside
// such a library, and in its users' code, a call of the operator must still pick the library's
// operator, as it does with upstream RxSwift: a trailing closure also fits a client's generic
// `map(to:)`, and the library's form must not lose to it.

extension ObservableType {
    func map<Result>(to value: Result) -> Observable<Result> {
        map { _ in value }
    }

    func flatMapLatest<Result>(to value: Result) -> Observable<Result> {
        flatMapLatest { _ in Observable.just(value) }
    }

    func flatMap<Result>(to value: Result) -> Observable<Result> {
        flatMap { _ in Observable.just(value) }
    }

    /// Pairs each element with whether it satisfies `predicate`, through the library's `map`.
    func paired(_ predicate: @escaping (Element) -> Bool) -> Observable<(Element, Bool)> {
        map { ($0, predicate($0)) }
    }
}

extension ObservableType where Element == Bool {
    func filter(_ value: Bool) -> Observable<Bool> {
        filter { $0 == value }
    }
}

extension SharedSequence {
    /// The elements that satisfy `predicate` and those that do not: a client's `map` with no
    /// type context, followed by uses of the pair.
    func partition(_ predicate: @escaping (Element) -> Bool) -> (matches: SharedSequence<SharingStrategy, Element>, nonMatches: SharedSequence<SharingStrategy, Element>) {
        let stream = self.map { ($0, predicate($0)) }
        let hits = stream.filter { $0.1 }.map { $0.0 }
        let misses = stream.filter { !$0.1 }.map { $0.0 }
        return (hits, misses)
    }
}

extension ObservableType {
    /// The elements that satisfy `predicate` and those that do not, as `partition` above.
    func partition(_ predicate: @escaping (Element) throws -> Bool) -> (matches: Observable<Element>, nonMatches: Observable<Element>) {
        let stream = self.map { ($0, try predicate($0)) }.share()
        let hits = stream.filter { $0.1 }.map { $0.0 }
        let misses = stream.filter { !$0.1 }.map { $0.0 }
        return (hits, misses)
    }

    /// A client's `flatMapLatest` with no type context.
    func latestPairs() -> Observable<Int> {
        let pairs = self.flatMapLatest { Observable.just(($0, 1)) }
        return pairs.map { $0.1 }
    }
}

extension SharedSequenceConvertibleType {
    func map<Result>(to value: Result) -> SharedSequence<SharingStrategy, Result> {
        map { _ in value }
    }

    func flatMapLatest<Result>(to value: Result) -> SharedSequence<SharingStrategy, Result> {
        flatMapLatest { _ in SharedSequence<SharingStrategy, Result>.just(value) }
    }

    /// Pairs each element with whether it satisfies `predicate`, through the library's `map`.
    func paired(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, (Element, Bool)> {
        map { ($0, predicate($0)) }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    func map<Result>(to value: Result) -> Single<Result> {
        map { _ in value }
    }

    func paired(_ predicate: @escaping (Element) -> Bool) -> Single<(Element, Bool)> {
        map { ($0, predicate($0)) }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    func map<Result>(to value: Result) -> Maybe<Result> {
        map { _ in value }
    }

    func paired(_ predicate: @escaping (Element) -> Bool) -> Maybe<(Element, Bool)> {
        map { ($0, predicate($0)) }
    }
}

extension InfallibleType {
    func map<Result>(to value: Result) -> Infallible<Result> {
        map { _ in value }
    }

    func paired(_ predicate: @escaping (Element) -> Bool) -> Infallible<(Element, Bool)> {
        map { ($0, predicate($0)) }
    }
}

final class ClientExtensionOverloadTests: XCTestCase {
    private func elements<Element>(_ source: Observable<Element>) -> [Element] {
        var result: [Element] = []
        _ = source.subscribe(onNext: { result.append($0) })
        return result
    }

    func testObservableOperatorsWinOverClientMethodsOfOtherLabels() {
        let source = Observable.of(1, 2, 3)
        XCTAssertEqual(elements(source.paired { $0 > 1 }.map { $0.1 }), [false, true, true])
        XCTAssertEqual(elements(source.map { $0 * 10 }), [10, 20, 30])
        XCTAssertEqual(elements(source.map(to: "x")), ["x", "x", "x"])
        XCTAssertEqual(elements(source.flatMapLatest { Observable.just($0 + 1) }), [2, 3, 4])
        XCTAssertEqual(elements(source.flatMapLatest(to: 0)), [0, 0, 0])
        XCTAssertEqual(elements(source.flatMap { Observable.of($0, $0) }), [1, 1, 2, 2, 3, 3])
        XCTAssertEqual(elements(source.flatMap(to: 5)), [5, 5, 5])
        let (small, large) = source.partition { $0 < 2 }
        XCTAssertEqual(elements(small), [1])
        XCTAssertEqual(elements(large), [2, 3])
        XCTAssertEqual(elements(source.latestPairs()), [1, 1, 1])
        let flags = Observable.of(true, false, true)
        XCTAssertEqual(elements(flags.filter(true)), [true, true])
        XCTAssertEqual(elements(flags.filter { !$0 }), [false])
    }

    func testTraitOperatorsWinOverClientMethodsOfOtherLabels() {
        XCTAssertEqual(elements(Single.just(2).paired { $0 > 1 }.map { $0.1 }.asObservable()), [true])
        XCTAssertEqual(elements(Single.just(2).map(to: "s").asObservable()), ["s"])
        XCTAssertEqual(elements(Maybe.just(0).paired { $0 > 1 }.map { $0.1 }.asObservable()), [false])
        XCTAssertEqual(elements(Maybe.just(0).map(to: "m").asObservable()), ["m"])
        XCTAssertEqual(elements(Infallible.of(1, 2).paired { $0 > 1 }.map { $0.1 }.asObservable()), [false, true])
        XCTAssertEqual(elements(Infallible.of(1, 2).map(to: "i").asObservable()), ["i", "i"])
    }

    func testSharedSequenceOperatorsWinOverClientMethodsOfOtherLabels() {
        let scheduler = TestScheduler(initialClock: 0)
        func elements<Element>(_ source: Observable<Element>) -> [Element] {
            var result: [Element] = []
            let subscription = source.subscribe(onNext: { result.append($0) })
            scheduler.start()
            subscription.dispose()
            return result
        }
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.of(1, 2, 3)
            XCTAssertEqual(elements(driver.paired { $0 > 2 }.map { $0.1 }.asObservable()), [false, false, true])
            XCTAssertEqual(elements(driver.map(to: "d").asObservable()), ["d", "d", "d"])
            XCTAssertEqual(elements(driver.flatMapLatest { Driver.just($0 * 2) }.asObservable()), [2, 4, 6])
            XCTAssertEqual(elements(driver.flatMapLatest(to: 9).asObservable()), [9, 9, 9])
            let (odd, even) = driver.partition { $0 % 2 == 1 }
            XCTAssertEqual(elements(odd.asObservable()), [1, 3])
            XCTAssertEqual(elements(even.asObservable()), [2])
            let signal = Signal.of(1, 2)
            XCTAssertEqual(elements(signal.paired { $0 > 1 }.map { $0.1 }.asObservable()), [false, true])
            XCTAssertEqual(elements(signal.map(to: "s").asObservable()), ["s", "s"])
        }
    }
}
