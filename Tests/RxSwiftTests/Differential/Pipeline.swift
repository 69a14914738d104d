import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest

/// The error a hot source of the differential tests ends with; `code` is the source's index
/// plus one.
struct DifferentialError: Error, CustomStringConvertible {
    let code: Int

    var description: String { "E\(code)" }
}

/// Which operator of the `flatMap` family a pipeline stage uses.
enum FlatMapKind: CaseIterable, CustomStringConvertible {
    case flatMap, concatMap, flatMapLatest, flatMapFirst
    /// `map` to the inner sequences, then `merge()`, `concat()`, `switchLatest()` or
    /// `merge(maxConcurrent: 2)`.
    case merge, concat, switchLatest, mergeTwoAtATime

    /// How the operator treats an inner sequence that arrives while others run.
    enum Flattening {
        /// Subscribes each at once.
        case all
        /// Subscribes it when fewer than `limit` run, queues it otherwise.
        case queued(limit: Int)
        /// Unsubscribes the running one and subscribes the new one.
        case latest
        /// Drops it while one runs.
        case first
    }

    var flattening: Flattening {
        switch self {
        case .flatMap, .merge: return .all
        case .concatMap, .concat: return .queued(limit: 1)
        case .mergeTwoAtATime: return .queued(limit: 2)
        case .flatMapLatest, .switchLatest: return .latest
        case .flatMapFirst: return .first
        }
    }

    /// The catalogue entries of the operator of a shared sequence (see
    /// `Operator.randomSharedSequenceForm`).
    var sharedSequenceCatalogueEntries: [String] {
        switch self {
        case .flatMapLatest: return ["SharedSequence.flatMapLatest(_:)"]
        case .flatMapFirst: return ["SharedSequence.flatMapFirst(_:)"]
        case .merge: return ["SharedSequence.map(_:)", "SharedSequence.merge()"]
        case .switchLatest: return ["SharedSequence.map(_:)", "SharedSequence.switchLatest()"]
        case .mergeTwoAtATime: return ["SharedSequence.map(_:)", "SharedSequence.merge(maxConcurrent:)"]
        case .flatMap, .concatMap, .concat: return ["SharedSequence.flatMap(_:)"]
        }
    }

    var description: String {
        switch self {
        case .flatMap: return "flatMap"
        case .concatMap: return "concatMap"
        case .flatMapLatest: return "flatMapLatest"
        case .flatMapFirst: return "flatMapFirst"
        case .merge: return "map+merge()"
        case .concat: return "map+concat()"
        case .switchLatest: return "map+switchLatest()"
        case .mergeTwoAtATime: return "map+merge(maxConcurrent: 2)"
        }
    }

    /// The catalogue entry of the operator (see `Operator.catalogueEntries`).
    var catalogueEntries: [String] {
        switch self {
        case .flatMap: return ["Observable.flatMap(_:)"]
        case .concatMap: return ["Observable.concatMap(_:)"]
        case .flatMapLatest: return ["Observable.flatMapLatest(_:)"]
        case .flatMapFirst: return ["Observable.flatMapFirst(_:)"]
        case .merge: return ["Observable.map(_:)", "Observable.merge()"]
        case .concat: return ["Observable.map(_:)", "Observable.concat()"]
        case .switchLatest: return ["Observable.map(_:)", "Observable.switchLatest()"]
        case .mergeTwoAtATime: return ["Observable.map(_:)", "Observable.merge(maxConcurrent:)"]
        }
    }
}

/// How an inner sequence of one element, `value + offset`, is made.
enum OneElementFactory: CaseIterable, CustomStringConvertible {
    /// `from(optional:)`; an `Infallible` has none.
    case fromOptional
    /// `using` with a resource disposed at the end; an `Infallible` has none.
    case using
    /// `create`.
    case create
    /// `deferred { just }`.
    case deferred

    var description: String {
        switch self {
        case .fromOptional: return "from(optional:)"
        case .using: return "using"
        case .create: return "create"
        case .deferred: return "deferred"
        }
    }

    var catalogueEntries: [String] {
        switch self {
        case .fromOptional: return ["Observable.from(optional:)"]
        case .using: return ["Observable.using(_:)", "Observable.just(_:)"]
        case .create: return ["Observable.create(_:)"]
        case .deferred: return ["Observable.deferred(_:)", "Observable.just(_:)"]
        }
    }

    var infallibleCatalogueEntries: [String] {
        switch self {
        case .create: return ["Infallible.create(subscribe:)"]
        case .deferred: return ["Infallible.deferred(_:)", "Infallible.just(_:)"]
        case .fromOptional, .using:
            // Not among an `Infallible`'s factories.
            preconditionFailure()
        }
    }

    func make(_ value: Int) -> Observable<Int> {
        switch self {
        case .fromOptional: return Observable.from(optional: value)
        case .using: return Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(value) })
        case .create:
            return Observable.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        case .deferred: return Observable.deferred { Observable.just(value) }
        }
    }

    func makeInfallible(_ value: Int) -> Infallible<Int> {
        switch self {
        case .create:
            return Infallible.create { observer in
                observer(.next(value))
                observer(.completed)
                return Disposables.create()
            }
        case .deferred: return Infallible.deferred { Infallible.just(value) }
        case .fromOptional, .using: preconditionFailure("\(self) is not among an Infallible's factories")
        }
    }
}

/// How an inner sequence of two elements is made from `value` and `offset`.
enum TwoElementFactory: CaseIterable, CustomStringConvertible {
    /// `from([value, value + offset])`.
    case from
    /// `range(start: value, count: 2)`.
    case range
    /// `generate` from `value`, adding `offset` while at most `value + offset`.
    case generate
    /// `repeatElement(value).take(2)`.
    case repeatElement
    /// `of(value, value + offset)`, in an `Infallible` only (`flatMapPair` covers an
    /// `Observable`'s).
    case of

    var description: String {
        switch self {
        case .from: return "from([$0, $0 + k])"
        case .range: return "range(start: $0, count: 2)"
        case .generate: return "generate($0, while <= $0 + k, += k)"
        case .repeatElement: return "repeatElement($0).take(2)"
        case .of: return "of($0, $0 + k)"
        }
    }

    func elements(_ value: Int, offset: Int) -> [Int] {
        switch self {
        case .from, .generate, .of: return [value, value &+ offset]
        case .range: return [value, value &+ 1]
        case .repeatElement: return [value, value]
        }
    }

    var catalogueEntries: [String] {
        switch self {
        case .from: return ["Observable.from(_:)"]
        case .range: return ["Observable.range(start:)"]
        case .generate: return ["Observable.generate(initialState:)"]
        case .repeatElement: return ["Observable.repeatElement(_:)", "Observable.take(_:)"]
        case .of: return ["Observable.of(_:)"]
        }
    }

    var infallibleCatalogueEntries: [String] {
        switch self {
        case .from: return ["Infallible.from(_:)"]
        case .of: return ["Infallible.of(_:)"]
        case .range, .generate, .repeatElement:
            // Not among an `Infallible`'s factories.
            preconditionFailure()
        }
    }

    func make(_ value: Int, offset: Int) -> Observable<Int> {
        switch self {
        case .from: return Observable.from([value, value &+ offset])
        case .range: return Observable.range(start: value, count: 2)
        case .generate: return Observable.generate(initialState: value, condition: { $0 <= value &+ offset }, iterate: { $0 &+ offset })
        case .repeatElement: return Observable.repeatElement(value).take(2)
        case .of: return Observable.of(value, value &+ offset)
        }
    }

    func makeInfallible(_ value: Int, offset: Int) -> Infallible<Int> {
        switch self {
        case .from: return Infallible.from([value, value &+ offset])
        case .of: return Infallible.of(value, value &+ offset)
        case .range, .generate, .repeatElement: preconditionFailure("\(self) is not among an Infallible's factories")
        }
    }
}

/// How the inner sequences of a `flatMapEnding` stage made for multiples of 3 end without an
/// element.
enum InnerEnding: CaseIterable, CustomStringConvertible {
    /// `error`; an `Infallible` has none.
    case error
    /// `never()`.
    case never
    /// `empty()`.
    case empty

    var description: String {
        switch self {
        case .error: return "error"
        case .never: return "never()"
        case .empty: return "empty()"
        }
    }

    var catalogueEntries: [String] {
        switch self {
        case .error: return ["Observable.error(_:)", "Observable.just(_:)"]
        case .never: return ["Observable.never()", "Observable.just(_:)"]
        case .empty: return ["Observable.empty()", "Observable.just(_:)"]
        }
    }

    var infallibleCatalogueEntries: [String] {
        switch self {
        case .never: return ["Infallible.never()", "Infallible.just(_:)"]
        case .empty: return ["Infallible.empty()", "Infallible.just(_:)"]
        case .error:
            // Not among an `Infallible`'s factories.
            preconditionFailure()
        }
    }

    /// The inner sequence made for `value`.
    func make(_ value: Int) -> Observable<Int> {
        guard value % 3 == 0 else { return Observable.just(value) }
        switch self {
        case .error: return Observable.error(DifferentialError(code: Operator.thrownCode))
        case .never: return Observable.never()
        case .empty: return Observable.empty()
        }
    }

    func makeInfallible(_ value: Int) -> Infallible<Int> {
        guard value % 3 == 0 else { return Infallible.just(value) }
        switch self {
        case .never: return Infallible.never()
        case .empty: return Infallible.empty()
        case .error: preconditionFailure("an Infallible has no error")
        }
    }
}

/// How a `sharedSequence` stage makes a `Driver` or a `Signal` of its input, each with the
/// value that stands in for an error.
enum SharedSequenceEntry: CaseIterable, CustomStringConvertible {
    /// `asDriver(onErrorJustReturn:)`.
    case driverJustReturn
    /// `asDriver(onErrorRecover: { _ in .just(value) })`.
    case driverRecover
    /// `asDriver(onErrorDriveWith: .just(value))`.
    case driverDriveWith
    /// `asSignal(onErrorJustReturn:)`.
    case signalJustReturn
    /// `asSignal(onErrorRecover: { _ in .just(value) })`.
    case signalRecover
    /// `asSignal(onErrorSignalWith: .just(value))`.
    case signalSignalWith
    /// `asInfallible(onErrorJustReturn:).asDriver()`.
    case infallibleDriver
    /// `asInfallible(onErrorJustReturn:).asSignal()`.
    case infallibleSignal

    var isDriver: Bool {
        switch self {
        case .driverJustReturn, .driverRecover, .driverDriveWith, .infallibleDriver: return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .driverJustReturn: return "asDriver(onErrorJustReturn:)"
        case .driverRecover: return "asDriver(onErrorRecover: { _ in .just })"
        case .driverDriveWith: return "asDriver(onErrorDriveWith: .just)"
        case .signalJustReturn: return "asSignal(onErrorJustReturn:)"
        case .signalRecover: return "asSignal(onErrorRecover: { _ in .just })"
        case .signalSignalWith: return "asSignal(onErrorSignalWith: .just)"
        case .infallibleDriver: return "asInfallible(onErrorJustReturn:).asDriver()"
        case .infallibleSignal: return "asInfallible(onErrorJustReturn:).asSignal()"
        }
    }

    var catalogueEntries: [String] {
        switch self {
        case .driverJustReturn: return ["Observable.asDriver(onErrorJustReturn:)", "Driver.asDriver()"]
        case .driverRecover: return ["Observable.asDriver(onErrorRecover:)", "SharedSequence.just(_:)", "Driver.asDriver()"]
        case .driverDriveWith: return ["Observable.asDriver(onErrorDriveWith:)", "SharedSequence.just(_:)", "Driver.asDriver()"]
        case .signalJustReturn: return ["Observable.asSignal(onErrorJustReturn:)", "Signal.asSignal()"]
        case .signalRecover: return ["Observable.asSignal(onErrorRecover:)", "SharedSequence.just(_:)", "Signal.asSignal()"]
        case .signalSignalWith: return ["Observable.asSignal(onErrorSignalWith:)", "SharedSequence.just(_:)", "Signal.asSignal()"]
        case .infallibleDriver: return ["Observable.asInfallible(onErrorJustReturn:)", "Infallible.asDriver()", "Driver.asDriver()"]
        case .infallibleSignal: return ["Observable.asInfallible(onErrorJustReturn:)", "Infallible.asSignal()", "Signal.asSignal()"]
        }
    }

    /// The `Driver` of `input`; an entry of a `Signal` has none.
    func driver(_ input: Observable<Int>, value: Int) -> Driver<Int> {
        switch self {
        case .driverJustReturn: return input.asDriver(onErrorJustReturn: value).asDriver()
        case .driverRecover: return input.asDriver(onErrorRecover: { _ in Driver.just(value) }).asDriver()
        case .driverDriveWith: return input.asDriver(onErrorDriveWith: Driver.just(value)).asDriver()
        case .infallibleDriver: return input.asInfallible(onErrorJustReturn: value).asDriver().asDriver()
        default: preconditionFailure("\(self) makes a Signal")
        }
    }

    /// The `Signal` of `input`; an entry of a `Driver` has none.
    func signal(_ input: Observable<Int>, value: Int) -> Signal<Int> {
        switch self {
        case .signalJustReturn: return input.asSignal(onErrorJustReturn: value).asSignal()
        case .signalRecover: return input.asSignal(onErrorRecover: { _ in Signal.just(value) }).asSignal()
        case .signalSignalWith: return input.asSignal(onErrorSignalWith: Signal.just(value)).asSignal()
        case .infallibleSignal: return input.asInfallible(onErrorJustReturn: value).asSignal().asSignal()
        default: preconditionFailure("\(self) makes a Driver")
        }
    }
}

/// The object `withUnretained` is handed, kept alive by the stage.
final class UnretainedOwner: Sendable {}

/// A stage whose user closure throws `DifferentialError(code: Operator.thrownCode)` when it is
/// handed the stage's trigger element, and otherwise does what its description says.
enum ThrowingClosure: CaseIterable {
    case map, filter, compactMap, scan, reduce, takeWhile, skipWhile, distinctKey, flatMapSelector, doOnNext, single

    /// The catalogue entry of the operator (see `Operator.catalogueEntries`).
    var catalogueEntries: [String] {
        switch self {
        case .map: return ["Observable.map(_:)"]
        case .filter: return ["Observable.filter(_:)"]
        case .compactMap: return ["Observable.compactMap(_:)"]
        case .scan: return ["Observable.scan(_:)"]
        case .reduce: return ["Observable.reduce(_:)"]
        case .takeWhile: return ["Observable.take(while:)"]
        case .skipWhile: return ["Observable.skip(while:)"]
        case .distinctKey: return ["Observable.distinctUntilChanged(_:)"]
        case .flatMapSelector: return ["Observable.flatMap(_:)", "Observable.just(_:)"]
        case .doOnNext: return ["Observable.do(onNext:)"]
        case .single: return ["Observable.single(_:)"]
        }
    }

    func description(trigger: Int) -> String {
        let check = "throw if $0 == \(trigger)"
        switch self {
        case .map: return "map { \(check); $0 + 1 }"
        case .filter: return "filter { \(check); $0 % 2 == 0 }"
        case .compactMap: return "compactMap { \(check); $0 % 3 == 0 ? nil : $0 }"
        case .scan: return "scan(0) { \(check.replacingOccurrences(of: "$0", with: "$1")); $0 + $1 }"
        case .reduce: return "reduce(0) { \(check.replacingOccurrences(of: "$0", with: "$1")); $0 + $1 }"
        case .takeWhile: return "take(while: { \(check); $0 < 8 })"
        case .skipWhile: return "skip(while: { \(check); $0 < 5 })"
        case .distinctKey: return "distinctUntilChanged { \(check); $0 mod 3 }"
        case .flatMapSelector: return "flatMap { \(check); just($0) }"
        case .doOnNext: return "do(onNext: { \(check) })"
        case .single: return "single { \(check); $0 % 2 == 0 }"
        }
    }

    /// The library's operator with a closure that throws on `trigger`.
    func apply(to input: Observable<Int>, trigger: Int) -> Observable<Int> {
        @Sendable func check(_ value: Int) throws {
            if value == trigger {
                throw DifferentialError(code: Operator.thrownCode)
            }
        }
        switch self {
        case .map: return input.map { try check($0); return $0 &+ 1 }
        case .filter: return input.filter { try check($0); return $0 % 2 == 0 }
        case .compactMap: return input.compactMap { try check($0); return $0 % 3 == 0 ? nil : $0 }
        case .scan: return input.scan(0) { try check($1); return $0 &+ $1 }
        case .reduce: return input.reduce(0) { try check($1); return $0 &+ $1 }
        case .takeWhile: return input.take(while: { try check($0); return $0 < 8 })
        case .skipWhile: return input.skip(while: { try check($0); return $0 < 5 })
        case .distinctKey: return input.distinctUntilChanged { try check($0); return Operator.key(3, $0) }
        case .flatMapSelector: return input.flatMap { try check($0); return Observable.just($0) }
        case .doOnNext: return input.do(onNext: { try check($0) })
        case .single: return input.single { try check($0); return $0 % 2 == 0 }
        }
    }
}

/// What a `single` or `maybe` stage does with the `Single` (`asSingle()`) or `Maybe`
/// (`asMaybe()`) of its input before it is an `Observable` again. Stages marked "a `Single`"
/// exist only there; those marked "a `Maybe`" only there.
enum TraitStage: Equatable, CustomStringConvertible {
    /// `map { $0 + k }`.
    case map(Int)
    /// `filter { $0 % 2 == 0 }`.
    case filter
    /// `compactMap { $0 % 3 == 0 ? nil : $0 }`.
    case compactMap
    /// `flatMap` to, by `$0 % 4`: 0 `just($0 + k)`, 1 `error`, 2 `never()`, 3 `create` that
    /// succeeds with `$0 + k` (a `Single`) or `empty()` (a `Maybe`).
    case flatMap(Int)
    /// A `Single`: `flatMapMaybe` to `Maybe.just($0)` when even, `Maybe.empty()` when odd.
    case flatMapMaybe
    /// A `Single`: `flatMapCompletable` to `Completable.empty()` when even, `.error` when odd.
    case flatMapCompletable
    case catchAndReturn(Int)
    /// `catch { _ in .just(v) }`.
    case catchJust(Int)
    /// A `Single`: `asMaybe()`.
    case asMaybe
    /// A `Single`: `asCompletable()`.
    case asCompletable
    /// `do(onSuccess:)` (a `Single`) or `do(onNext:)` (a `Maybe`), throwing on the element.
    case doThrowing(Int)
    /// A `Maybe`: `ifEmpty(default:)`.
    case ifEmptyDefault(Int)
    /// A `Maybe`: `ifEmpty(switchTo: Maybe.create { success(v) })`.
    case ifEmptySwitch(Int)
    /// `zip` with the `Single` or `Maybe` of a hot source.
    case zip(Int)
    /// `delay` by the ticks.
    case delay(Int)
    /// `timeout` after the ticks.
    case timeout(Int)
    /// A `Single`: `flatMap { v in Single.timer(ticks).map { _ in v } }`.
    case flatMapTimer(Int)
    /// A `Single`: `retry(_:)` with the given number of attempts in all.
    case retry(Int)
    /// A `Single`: `retry()`, as the first stage of a pipeline (resubscribing the hot source).
    case retryForever
    /// A `Single`: `retry(when:)` whose handler resubscribes for all but the last of the given
    /// number of attempts (`Operator.retryHandler`).
    case retryWhen(Int)
    /// A `Single`: `observe(on:)` the test scheduler.
    case observeOn
    /// A `Single`: `subscribe(on:)` the test scheduler.
    case subscribeOn
    /// A `Single`: `delaySubscription` by the ticks.
    case delaySubscription(Int)
    /// A `Single`: made by `Single.deferred`.
    case deferred
    /// A `Single`: made by `Single.using` with a resource disposed at the end.
    case using
    /// A `Single`: `debug()`.
    case debug

    /// The attempts in all of a retrying stage.
    var retryAttempts: Int? {
        switch self {
        case .retry(let attempts), .retryWhen(let attempts): return attempts
        case .retryForever: return .max
        default: return nil
        }
    }

    var side: Int? {
        if case .zip(let index) = self { return index }
        return nil
    }

    var isTimed: Bool {
        switch self {
        case .delay, .timeout, .flatMapTimer, .observeOn, .subscribeOn, .delaySubscription: return true
        default: return false
        }
    }

    /// The catalogue entries of the stage of a `Single`.
    var singleCatalogueEntries: [String] {
        switch self {
        case .map: return ["Single.map(_:)"]
        case .filter: return ["Single.filter(_:)"]
        case .compactMap: return ["Single.compactMap(_:)"]
        case .flatMap: return ["Single.flatMap(_:)", "Single.just(_:)", "Single.error(_:)", "Single.never()", "Single.create(subscribe:)"]
        case .flatMapMaybe: return ["Single.flatMapMaybe(_:)", "Maybe.just(_:)", "Maybe.empty()"]
        case .flatMapCompletable: return ["Single.flatMapCompletable(_:)", "Completable.empty()", "Completable.error(_:)"]
        case .catchAndReturn: return ["Single.catchAndReturn(_:)"]
        case .catchJust: return ["PrimitiveSequence.catch(_:)", "Single.just(_:)"]
        case .asMaybe: return ["Single.asMaybe()"]
        case .asCompletable: return ["Single.asCompletable()"]
        case .doThrowing: return ["Single.do(onSuccess:)"]
        case .zip: return ["Single.zip(_:)"]
        case .delay: return ["PrimitiveSequence.delay(_:)"]
        case .timeout: return ["PrimitiveSequence.timeout(_:)"]
        case .flatMapTimer: return ["Single.flatMap(_:)", "PrimitiveSequence.timer(_:)"]
        case .retry: return ["PrimitiveSequence.retry(_:)"]
        case .retryForever: return ["PrimitiveSequence.retry()"]
        case .retryWhen: return ["PrimitiveSequence.retry(when:)"]
        case .observeOn: return ["PrimitiveSequence.observe(on:)"]
        case .subscribeOn: return ["PrimitiveSequence.subscribe(on:)"]
        case .delaySubscription: return ["PrimitiveSequence.delaySubscription(_:)"]
        case .deferred: return ["PrimitiveSequence.deferred(_:)"]
        case .using: return ["PrimitiveSequence.using(_:)"]
        case .debug: return ["PrimitiveSequence.debug(_:)"]
        case .ifEmptyDefault, .ifEmptySwitch:
            // Stages of a `Maybe` only (no literal here: the coverage script reads them all).
            preconditionFailure()
        }
    }

    /// The catalogue entries of the stage of a `Maybe`.
    var maybeCatalogueEntries: [String] {
        switch self {
        case .map: return ["Maybe.map(_:)"]
        case .filter: return ["Maybe.filter(_:)"]
        case .compactMap: return ["Maybe.compactMap(_:)"]
        case .flatMap: return ["Maybe.flatMap(_:)", "Maybe.just(_:)", "Maybe.error(_:)", "Maybe.never()", "Maybe.empty()"]
        case .catchAndReturn: return ["Maybe.catchAndReturn(_:)"]
        case .catchJust: return ["PrimitiveSequence.catch(_:)", "Maybe.just(_:)"]
        case .doThrowing: return ["Maybe.do(onNext:)"]
        case .ifEmptyDefault: return ["Maybe.ifEmpty(default:)"]
        case .ifEmptySwitch: return ["Maybe.ifEmpty(switchTo:)", "Maybe.create(subscribe:)"]
        case .zip: return ["Maybe.zip(_:)"]
        case .delay: return ["PrimitiveSequence.delay(_:)"]
        case .timeout: return ["PrimitiveSequence.timeout(_:)"]
        case .flatMapMaybe, .flatMapCompletable, .asMaybe, .asCompletable, .flatMapTimer, .retry, .retryForever, .retryWhen, .observeOn, .subscribeOn, .delaySubscription,
             .deferred, .using, .debug:
            // Stages of a `Single` only.
            preconditionFailure()
        }
    }

    var description: String {
        switch self {
        case .map(let k): return "map { $0 + \(k) }"
        case .filter: return "filter { $0 % 2 == 0 }"
        case .compactMap: return "compactMap { $0 % 3 == 0 ? nil : $0 }"
        case .flatMap(let k): return "flatMap { [just($0 + \(k)), error, never(), create/empty][$0 % 4] }"
        case .flatMapMaybe: return "flatMapMaybe { $0 % 2 == 0 ? .just($0) : .empty() }"
        case .flatMapCompletable: return "flatMapCompletable { $0 % 2 == 0 ? .empty() : .error }"
        case .catchAndReturn(let v): return "catchAndReturn(\(v))"
        case .catchJust(let v): return "catch { _ in .just(\(v)) }"
        case .asMaybe: return "asMaybe()"
        case .asCompletable: return "asCompletable()"
        case .doThrowing(let trigger): return "do(onSuccess/onNext: { throw if $0 == \(trigger) })"
        case .ifEmptyDefault(let v): return "ifEmpty(default: \(v))"
        case .ifEmptySwitch(let v): return "ifEmpty(switchTo: create { success(\(v)) })"
        case .zip(let index): return "zip(with: source\(index)) { $0 * 7 + $1 }"
        case .delay(let ticks): return "delay(\(ticks))"
        case .timeout(let ticks): return "timeout(\(ticks))"
        case .flatMapTimer(let ticks): return "flatMap { v in timer(\(ticks)).map { _ in v } }"
        case .retry(let attempts): return "retry(\(attempts))"
        case .retryForever: return "retry()"
        case .retryWhen(let attempts): return "retry(when: resubscribe \(attempts - 1) times)"
        case .observeOn: return "observe(on: scheduler)"
        case .subscribeOn: return "subscribe(on: scheduler)"
        case .delaySubscription(let ticks): return "delaySubscription(\(ticks))"
        case .deferred: return "Single.deferred { it }"
        case .using: return "Single.using(resource) { _ in it }"
        case .debug: return "debug()"
        }
    }

    /// The stage on the `Single` of `input`.
    func apply(toSingleOf input: Observable<Int>, sources: [TestableObservable<Int>], scheduler: TestScheduler) -> Observable<Int> {
        let single = input.asSingle()
        switch self {
        case .map(let k): return single.map { $0 &+ k }.asObservable()
        case .filter: return single.filter { $0 % 2 == 0 }.asObservable()
        case .compactMap: return single.compactMap { $0 % 3 == 0 ? nil : $0 }.asObservable()
        case .flatMap(let k):
            return single.flatMap { value -> Single<Int> in
                switch Operator.innerChoice(value) {
                case 1: return .error(DifferentialError(code: Operator.thrownCode))
                case 2: return .never()
                case 3:
                    return .create { observer in
                        observer(.success(value &+ k))
                        return Disposables.create()
                    }
                default: return .just(value &+ k)
                }
            }.asObservable()
        case .flatMapMaybe: return single.flatMapMaybe { $0 % 2 == 0 ? Maybe.just($0) : Maybe.empty() }.asObservable()
        case .flatMapCompletable:
            return single.flatMapCompletable { $0 % 2 == 0 ? Completable.empty() : Completable.error(DifferentialError(code: Operator.thrownCode)) }
                .andThen(Observable<Int>.empty())
        case .catchAndReturn(let v): return single.catchAndReturn(v).asObservable()
        case .catchJust(let v): return single.catch { _ in .just(v) }.asObservable()
        case .asMaybe: return single.asMaybe().asObservable()
        case .asCompletable: return single.asCompletable().andThen(Observable<Int>.empty())
        case .doThrowing(let trigger): return single.do(onSuccess: { if $0 == trigger { throw DifferentialError(code: Operator.thrownCode) } }).asObservable()
        case .zip(let index): return Single.zip(single, sources[index].asSingle()) { Operator.combined($0, $1) }.asObservable()
        case .delay(let ticks): return single.delay(.seconds(ticks), scheduler: scheduler).asObservable()
        case .timeout(let ticks): return single.timeout(.seconds(ticks), scheduler: scheduler).asObservable()
        case .flatMapTimer(let ticks):
            return single.flatMap { value in Single<Int>.timer(.seconds(ticks), scheduler: scheduler).map { _ in value } }.asObservable()
        case .retry(let attempts): return single.retry(attempts).asObservable()
        case .retryForever: return single.retry().asObservable()
        case .retryWhen(let attempts): return single.retry(when: Operator.retryHandler(attempts)).asObservable()
        case .observeOn: return single.observe(on: scheduler).asObservable()
        case .subscribeOn: return single.subscribe(on: scheduler).asObservable()
        case .delaySubscription(let ticks): return single.delaySubscription(.seconds(ticks), scheduler: scheduler).asObservable()
        case .deferred: return Single.deferred { single }.asObservable()
        case .using: return Single.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in single }).asObservable()
        case .debug: return single.debug().asObservable()
        case .ifEmptyDefault, .ifEmptySwitch:
            preconditionFailure("\(self) is a stage of a Maybe")
        }
    }

    /// The stage on the `Maybe` of `input`.
    func apply(toMaybeOf input: Observable<Int>, sources: [TestableObservable<Int>], scheduler: TestScheduler) -> Observable<Int> {
        let maybe = input.asMaybe()
        switch self {
        case .map(let k): return maybe.map { $0 &+ k }.asObservable()
        case .filter: return maybe.filter { $0 % 2 == 0 }.asObservable()
        case .compactMap: return maybe.compactMap { $0 % 3 == 0 ? nil : $0 }.asObservable()
        case .flatMap(let k):
            return maybe.flatMap { value -> Maybe<Int> in
                switch Operator.innerChoice(value) {
                case 1: return .error(DifferentialError(code: Operator.thrownCode))
                case 2: return .never()
                case 3: return .empty()
                default: return .just(value &+ k)
                }
            }.asObservable()
        case .catchAndReturn(let v): return maybe.catchAndReturn(v).asObservable()
        case .catchJust(let v): return maybe.catch { _ in .just(v) }.asObservable()
        case .doThrowing(let trigger): return maybe.do(onNext: { if $0 == trigger { throw DifferentialError(code: Operator.thrownCode) } }).asObservable()
        case .ifEmptyDefault(let v): return maybe.ifEmpty(default: v).asObservable()
        case .ifEmptySwitch(let v):
            return maybe.ifEmpty(switchTo: Maybe<Int>.create { observer in
                observer(.success(v))
                return Disposables.create()
            }).asObservable()
        case .zip(let index): return Maybe.zip(maybe, sources[index].asMaybe()) { Operator.combined($0, $1) }.asObservable()
        case .delay(let ticks): return maybe.delay(.seconds(ticks), scheduler: scheduler).asObservable()
        case .timeout(let ticks): return maybe.timeout(.seconds(ticks), scheduler: scheduler).asObservable()
        case .flatMapMaybe, .flatMapCompletable, .asMaybe, .asCompletable, .flatMapTimer, .retry, .retryForever, .retryWhen, .observeOn, .subscribeOn, .delaySubscription,
             .deferred, .using, .debug:
            preconditionFailure("\(self) is a stage of a Single")
        }
    }

    /// A random stage of a `Single` (or of a `Maybe`), whose side input, if any, is `side`.
    static func random<Generator: RandomNumberGenerator>(single: Bool, side: Int, using rng: inout Generator) -> TraitStage {
        let frameTicks = Pipeline.frameTicks
        var stages: [TraitStage] = [
            .map(Int.random(in: 0...3, using: &rng)), .filter, .compactMap, .flatMap(Int.random(in: 0...3, using: &rng)),
            .catchAndReturn(Int.random(in: 0...9, using: &rng)), .catchJust(Int.random(in: 0...9, using: &rng)), .doThrowing(Int.random(in: 0...9, using: &rng)),
            .zip(side), .delay(Int.random(in: 1...3, using: &rng) * frameTicks), .timeout(Int.random(in: 2...8, using: &rng) * frameTicks),
        ]
        if single {
            stages += [
                .flatMapMaybe, .flatMapCompletable, .asMaybe, .asCompletable, .flatMapTimer(Int.random(in: 1...2, using: &rng) * frameTicks + 5),
                .retry(Int.random(in: 1...3, using: &rng)), .retryForever, .retryWhen(Int.random(in: 1...3, using: &rng)), .observeOn, .subscribeOn,
                .delaySubscription(Int.random(in: 1...4, using: &rng) * frameTicks), .deferred, .using, .debug,
            ]
        } else {
            stages += [.ifEmptyDefault(Int.random(in: 0...9, using: &rng)), .ifEmptySwitch(Int.random(in: 0...9, using: &rng))]
        }
        return stages.randomElement(using: &rng)!
    }
}

/// What a `completable` stage does with the `Completable` of its input
/// (`ignoreElements().asCompletable()`), before `andThen(Observable.empty())`.
enum CompletableStage: Equatable, CustomStringConvertible {
    /// `concat` with the `Completable` of a hot source.
    case concat(Int)
    /// `Completable.merge` with the `Completable` of a hot source.
    case merge(Int)
    /// `Completable.zip` with the `Completable` of a hot source.
    case zip(Int)
    /// `concat` with, by the number: 0 `empty()`, 1 `error`, 2 `create` that completes,
    /// 3 `never()`.
    case concatFactory(Int)
    /// `do(onError: { _ in throw })`.
    case doOnErrorThrowing

    var side: Int? {
        switch self {
        case .concat(let index), .merge(let index), .zip(let index): return index
        default: return nil
        }
    }

    var catalogueEntries: [String] {
        switch self {
        case .concat: return ["Completable.concat(_:)"]
        case .merge: return ["Completable.merge(_:)"]
        case .zip: return ["Completable.zip(_:)"]
        case .concatFactory(0): return ["Completable.concat(_:)", "Completable.empty()"]
        case .concatFactory(1): return ["Completable.concat(_:)", "Completable.error(_:)"]
        case .concatFactory(2): return ["Completable.concat(_:)", "Completable.create(subscribe:)"]
        case .concatFactory: return ["Completable.concat(_:)", "Completable.never()"]
        case .doOnErrorThrowing: return ["Completable.do(onError:)"]
        }
    }

    var description: String {
        switch self {
        case .concat(let index): return "concat(source\(index) as a Completable)"
        case .merge(let index): return "Completable.merge(it, source\(index) as a Completable)"
        case .zip(let index): return "Completable.zip(it, source\(index) as a Completable)"
        case .concatFactory(let kind): return "concat(\(["empty()", "error", "create { completed }", "never()"][kind]))"
        case .doOnErrorThrowing: return "do(onError: { _ in throw })"
        }
    }

    func apply(to input: Observable<Int>, sources: [TestableObservable<Int>]) -> Observable<Int> {
        let completable = input.ignoreElements().asCompletable()
        func side(_ index: Int) -> Completable { sources[index].ignoreElements().asCompletable() }
        let result: Completable
        switch self {
        case .concat(let index): result = completable.concat(side(index))
        case .merge(let index): result = Completable.merge(completable, side(index))
        case .zip(let index): result = Completable.zip(completable, side(index))
        case .concatFactory(let kind):
            switch kind {
            case 0: result = completable.concat(.empty())
            case 1: result = completable.concat(.error(DifferentialError(code: Operator.thrownCode)))
            case 2:
                result = completable.concat(.create { observer in
                    observer(.completed)
                    return Disposables.create()
                })
            default: result = completable.concat(.never())
            }
        case .doOnErrorThrowing: result = completable.do(onError: { _ in throw DifferentialError(code: Operator.thrownCode) })
        }
        return result.andThen(Observable<Int>.empty())
    }
}

/// The subject of a `subject` stage, or the relay of a `relay` stage.
enum SubjectKind: Equatable, CustomStringConvertible {
    case publish
    /// `ReplaySubject.create(bufferSize:)`.
    case replay(Int)
    /// `ReplaySubject.createUnbounded()`.
    case replayUnbounded
    /// `BehaviorSubject(value:)`.
    case behavior(Int)
    /// `AsyncSubject()`, which has no relay.
    case async

    /// How many elements a late subscriber is replayed, for the kinds that replay.
    var replay: Int? {
        switch self {
        case .replay(let count): return count
        case .replayUnbounded: return .max
        default: return nil
        }
    }

    /// The catalogue entry of the subject.
    var subjectCatalogueEntries: [String] {
        switch self {
        case .publish: return ["PublishSubject"]
        case .replay, .replayUnbounded: return ["ReplaySubject"]
        case .behavior: return ["BehaviorSubject"]
        case .async: return ["AsyncSubject"]
        }
    }

    /// The catalogue entry of the relay.
    var relayCatalogueEntries: [String] {
        switch self {
        case .publish: return ["PublishRelay"]
        case .replay, .replayUnbounded: return ["ReplayRelay"]
        case .behavior: return ["BehaviorRelay"]
        case .async:
            // There is no async relay.
            preconditionFailure()
        }
    }

    var description: String {
        switch self {
        case .publish: return "Publish"
        case .replay(let count): return "Replay(bufferSize: \(count))"
        case .replayUnbounded: return "Replay(unbounded)"
        case .behavior(let value): return "Behavior(\(value))"
        case .async: return "Async"
        }
    }

    /// A new subject of this kind, as an observable and an observer.
    func makeSubject() -> (Observable<Int>, AnyObserver<Int>) {
        switch self {
        case .publish: return split(PublishSubject<Int>())
        case .replay(let count): return split(ReplaySubject<Int>.create(bufferSize: count))
        case .replayUnbounded: return split(ReplaySubject<Int>.createUnbounded())
        case .behavior(let value): return split(BehaviorSubject(value: value))
        case .async: return split(AsyncSubject<Int>())
        }
    }

    private func split<Subject: SubjectType & ObserverType>(_ subject: Subject) -> (Observable<Int>, AnyObserver<Int>) where Subject.Element == Int {
        (subject.asObservable(), AnyObserver(subject))
    }

    /// A new relay of this kind, as an observable and its `accept`.
    func makeRelay() -> (Observable<Int>, @Sendable (Int) -> Void) {
        switch self {
        case .publish:
            let relay = PublishRelay<Int>()
            return (relay.asObservable(), { relay.accept($0) })
        case .replay(let count):
            let relay = ReplayRelay<Int>.create(bufferSize: count)
            return (relay.asObservable(), { relay.accept($0) })
        case .replayUnbounded:
            let relay = ReplayRelay<Int>.createUnbounded()
            return (relay.asObservable(), { relay.accept($0) })
        case .behavior(let value):
            let relay = BehaviorRelay(value: value)
            return (relay.asObservable(), { relay.accept($0) })
        case .async:
            preconditionFailure("there is no async relay")
        }
    }

    /// The output of a `subject` or `relay` stage: `subject` subscribed at once and `lateBy`
    /// ticks later, the elements of each subscription tagged with its number and merged; `feed`,
    /// which is handed the stage's observer, starts once the first subscription is made.
    static func subscribedTwice(_ subject: Observable<Int>, lateBy: Int, scheduler: TestScheduler, feed: @escaping @Sendable (AnyObserver<Int>) -> Disposable) -> Observable<Int> {
        let second = subject.delaySubscription(.seconds(lateBy), scheduler: scheduler)
        let merged = Observable.merge(subject.map { Operator.combined($0, 0) }, second.map { Operator.combined($0, 1) })
        return Observable.create { observer in
            let output = merged.subscribe(observer)
            return Disposables.create(output, feed(observer))
        }
    }
}

/// How a `shared` stage shares its input between its two subscriptions.
enum Sharing: Equatable, CustomStringConvertible {
    /// `share(replay:scope:)`, with the `.forever` scope when `forever` is set.
    case share(replay: Int, forever: Bool)
    /// `replay(_:)` connected by `refCount()`.
    case replayRefCount(Int)
    /// `replay(_:)`, connected once the first subscription is made and until the stage is
    /// disposed.
    case replayConnected(Int)
    /// `publish()` connected by `refCount()`.
    case publishRefCount
    /// `publish()`, connected as `replayConnected` is.
    case publishConnected
    /// `replayAll()` connected by `refCount()`.
    case replayAllRefCount
    /// `multicast(makeSubject:)` of a subject replaying the given number of elements (a
    /// `PublishSubject` for none), connected by `refCount()`.
    case multicastFactory(Int)
    /// `multicast(_:)` of one such subject for every connection, connected by `refCount()`.
    case multicastSubject(Int)
    /// `asInfallible(onErrorJustReturn: fallback)`, then the `Infallible`'s
    /// `share(replay:scope:)`.
    case infallibleShare(replay: Int, forever: Bool, fallback: Int)

    /// The element that replaces an error of the input before it is shared, if any.
    var fallback: Int? {
        if case .infallibleShare(_, _, let fallback) = self { return fallback }
        return nil
    }

    /// The catalogue entries of the sharing operators (see `Operator.catalogueEntries`).
    var catalogueEntries: [String] {
        switch self {
        case .share: return ["Observable.share(replay:)"]
        case .replayRefCount: return ["Observable.replay(_:)", "ConnectableObservable.refCount()"]
        case .replayConnected: return ["Observable.replay(_:)", "ConnectableObservable.connect()", "Observable.create(_:)"]
        case .publishRefCount: return ["Observable.publish()", "ConnectableObservable.refCount()"]
        case .publishConnected: return ["Observable.publish()", "ConnectableObservable.connect()"]
        case .replayAllRefCount: return ["Observable.replayAll()", "ConnectableObservable.refCount()"]
        case .multicastFactory(let replay): return ["Observable.multicast(makeSubject:)", replay == 0 ? "PublishSubject" : "ReplaySubject"]
        case .multicastSubject(let replay): return ["Observable.multicast(_:)", replay == 0 ? "PublishSubject" : "ReplaySubject"]
        case .infallibleShare: return ["Observable.asInfallible(onErrorJustReturn:)", "Infallible.share(replay:)"]
        }
    }

    /// How many elements a later subscriber is replayed.
    var replay: Int {
        switch self {
        case .share(let replay, _), .replayRefCount(let replay), .replayConnected(let replay), .multicastFactory(let replay), .multicastSubject(let replay),
             .infallibleShare(let replay, _, _):
            return replay
        case .publishRefCount, .publishConnected: return 0
        case .replayAllRefCount: return .max
        }
    }

    /// Whether the source is connected while there are subscribers, rather than for the whole
    /// stage.
    var isRefCounted: Bool {
        switch self {
        case .replayConnected, .publishConnected: return false
        default: return true
        }
    }

    /// Whether one subject serves every connection (`.forever`), rather than one subject a
    /// connection.
    var keepsSubject: Bool {
        switch self {
        case .share(_, forever: true), .multicastSubject, .infallibleShare(_, forever: true, _): return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .share(let replay, let forever): return "share(replay: \(replay), scope: .\(forever ? "forever" : "whileConnected"))"
        case .replayRefCount(let replay): return "replay(\(replay)).refCount()"
        case .replayConnected(let replay): return "replay(\(replay)) connected after the first subscription"
        case .publishRefCount: return "publish().refCount()"
        case .publishConnected: return "publish() connected after the first subscription"
        case .replayAllRefCount: return "replayAll().refCount()"
        case .multicastFactory(let replay): return "multicast(makeSubject: { ReplaySubject(\(replay)) }).refCount()"
        case .multicastSubject(let replay): return "multicast(ReplaySubject(\(replay))).refCount()"
        case .infallibleShare(let replay, let forever, let fallback):
            return "asInfallible(onErrorJustReturn: \(fallback)).share(replay: \(replay), scope: .\(forever ? "forever" : "whileConnected"))"
        }
    }

    /// The stage's output in the library: `input` shared, subscribed at once (keeping
    /// `firstTake` elements when set) and `lateBy` ticks later, the elements of each
    /// subscription tagged with its number (`combined(element, 0 or 1)`) and merged.
    func subscribedTwice(_ input: Observable<Int>, firstTake: Int?, lateBy: Int, scheduler: TestScheduler) -> Observable<Int> {
        @Sendable func merged(_ shared: Observable<Int>) -> Observable<Int> {
            let first = firstTake.map { shared.take($0) } ?? shared
            let second = shared.delaySubscription(.seconds(lateBy), scheduler: scheduler)
            return Observable.merge(first.map { Operator.combined($0, 0) }, second.map { Operator.combined($0, 1) })
        }
        @Sendable func connected(_ connectable: ConnectableObservable<Int>) -> Observable<Int> {
            let both = merged(connectable.asObservable())
            return Observable.create { observer in
                let subscription = both.subscribe(observer)
                return Disposables.create(subscription, connectable.connect())
            }
        }
        switch self {
        case .share(let replay, let forever):
            return merged(input.share(replay: replay, scope: forever ? .forever : .whileConnected))
        case .replayRefCount(let replay):
            return merged(input.replay(replay).refCount())
        case .publishRefCount:
            return merged(input.publish().refCount())
        case .infallibleShare(let replay, let forever, let fallback):
            return merged(input.asInfallible(onErrorJustReturn: fallback).share(replay: replay, scope: forever ? .forever : .whileConnected).asObservable())
        case .replayAllRefCount:
            return merged(input.replayAll().refCount())
        case .multicastFactory(0):
            return merged(input.multicast(makeSubject: { PublishSubject<Int>() }).refCount())
        case .multicastFactory(let replay):
            return merged(input.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: replay) }).refCount())
        case .multicastSubject(0):
            return merged(input.multicast(PublishSubject<Int>()).refCount())
        case .multicastSubject(let replay):
            return merged(input.multicast(ReplaySubject<Int>.create(bufferSize: replay)).refCount())
        case .replayConnected(let replay):
            return connected(input.replay(replay))
        case .publishConnected:
            return connected(input.publish())
        }
    }
}

/// One stage of a generated pipeline over `Int` elements. Stages with a `side` index subscribe
/// that hot source besides their input.
enum Operator: Equatable, CustomStringConvertible {
    case map(Int, Int)
    case filter(Int, Int)
    case compactMap(Int)
    case scan(Int)
    case reduce(Int)
    case toArray
    case takeLast(Int)
    case take(Int)
    case takeWhile(Int, inclusive: Bool)
    case elementAt(Int)
    case skip(Int)
    case skipWhile(Int)
    /// With a modulus of 0, `distinctUntilChanged()`; otherwise keyed by the element modulo it.
    case distinctUntilChanged(Int)
    case startWith([Int])
    case ignoreElements
    case materialize
    case catchAndReturn(Int)
    /// `retry(_:)` with the given number of attempts in all.
    case retry(Int)
    /// The given `flatMap` operator with the inner sequence `just(element + offset)`.
    case flatMapJust(FlatMapKind, Int)
    /// The given `flatMap` operator with the inner sequence `of(element, element + offset)`.
    case flatMapPair(FlatMapKind, Int)
    /// The given `flatMap` operator with a cold test sequence as inner sequence
    /// (`innerEvents(_:spacing:)`).
    case flatMapCold(FlatMapKind, Int)
    case concat(Int)
    case catchWith(Int)
    case merge(Int)
    case amb(Int)
    case zip(Int)
    case combineLatest(Int)
    case withLatestFrom(Int)
    case takeUntil(Int)
    case skipUntil(Int)
    case sample(Int)
    case delay(Int)
    case debounce(Int)
    /// `throttle(_:latest:scheduler:)` with a period in ticks.
    case throttle(Int, latest: Bool)
    /// `buffer(timeSpan:count:scheduler:)` with a span in ticks, each array by its hash.
    case buffer(Int, count: Int)
    /// `window(timeSpan:count:scheduler:)` with a span in ticks, flattened: the events of each
    /// window, materialized and tagged with the window's index, merged.
    case window(Int, count: Int)
    /// The input shared, subscribed twice and merged (`Sharing.subscribedTwice`); a new
    /// sharing operator for each subscription of the stage.
    case shared(Sharing, firstTake: Int?, lateBy: Int)
    /// The closure throws on the given element.
    case throwing(ThrowingClosure, on: Int)
    /// `catch { _ in throw }`: the handler itself fails.
    case catchRethrowing
    /// `enumerated()`, each pair combined.
    case enumerated
    /// `scan(into:)` summing.
    case scanInto(Int)
    /// `distinctUntilChanged(at: \.magnitude)`.
    case distinctMagnitude
    case ifEmptyDefault(Int)
    case ifEmptySwitch(Int)
    /// Elements that are multiples of the modulus become error events, then `dematerialize()`.
    case dematerialize(Int)
    /// `first()`, an absent element standing for `noFirstElement`.
    case first
    case singleElement
    case asSingle
    case asMaybe
    /// The given `flatMap` operator with the inner sequence `timer(ticks).map { element }`.
    case flatMapTimer(FlatMapKind, Int)
    /// `timeout(_:scheduler:)` with a due time in ticks.
    case timeout(Int)
    /// `timeout(_:other:scheduler:)` switching to a hot source.
    case timeoutSwitching(Int, Int)
    /// `take(for:scheduler:)` with a duration in ticks.
    case takeFor(Int)
    /// `skip(_:scheduler:)` with a duration in ticks.
    case skipFor(Int)
    case delaySubscription(Int)
    /// `sample(interval(ticks))`.
    case sampleInterval(Int)
    /// The given `flatMap` operator with the inner sequence `interval(ticks).take(1).map { _ in
    /// element }`, in an `Infallible` only (`timer` is the `Observable`'s).
    case flatMapIntervalOnce(FlatMapKind, Int)
    /// The given `flatMap` operator with the inner sequence `interval(ticks).map { element +
    /// $0 }`, which never ends.
    case flatMapInterval(FlatMapKind, Int)
    /// The input made by a factory that throws instead: `deferred`'s, `using`'s resource
    /// factory (`resource` set) or `using`'s sequence factory.
    case throwingFactory(resource: Bool?)
    /// A subscriber that, handed the given element, disposes its own subscription from inside
    /// its handler and completes the stage.
    case disposeInHandler(Int)
    /// `merge` of a subject and the input, the subject fed by a `do(onNext:)` after the merge, handed the
    /// given element, with that element + 100: an event sent into the merge while it delivers,
    /// which it delivers right after the current one. The subject completes with the input.
    case reentrantSend(Int)
    /// `debug()`, which prints each event (to standard output, silenced while the library runs
    /// such a pipeline) and passes it on.
    case debug
    /// `retry()`, as the first stage of a pipeline (resubscribing the hot source).
    case retryForever
    /// `retry(when:)` whose handler resubscribes for all but the last of the given number of
    /// attempts (`Operator.retryHandler`).
    case retryWhen(Int)
    /// The given `flatMap` operator with the inner sequence `just(element)`, or for multiples
    /// of 3 the ending: `error`, `never()` or `empty()`.
    case flatMapEnding(FlatMapKind, InnerEnding)
    /// The given `flatMap` operator with a one-element inner sequence made by the factory.
    case flatMapOne(FlatMapKind, Int, OneElementFactory)
    /// The given `flatMap` operator with a two-element inner sequence made by the factory.
    case flatMapTwo(FlatMapKind, Int, TwoElementFactory)
    /// `observe(on:)` the test scheduler.
    case observeOn
    /// `subscribe(on:)` the test scheduler.
    case subscribeOn
    /// `Observable.catch(sequence: [input, source])`.
    case catchSequence(Int)
    /// `groupBy { $0 mod 2 }`, each group's elements combined with its key and merged.
    case groupBy
    /// Each element as JSON (`[value]`, or invalid JSON for multiples of 5), then `decode`.
    case decode
    /// `withUnretained(owner).map { $1 }`, the owner kept alive.
    case withUnretained
    /// `do(onNext:)` that does nothing, in an `Infallible`.
    case doNothing
    /// `asInfallible(onErrorFallbackTo: source.asInfallible(onErrorJustReturn: value))`.
    case infallibleFallback(Int, Int)
    /// The input made a `Driver` or a `Signal` (`SharedSequenceEntry`, the value standing in for
    /// an error) on the test scheduler, then the shared-sequence form of the operator, if any
    /// (one of `Operator.randomSharedSequenceForm`).
    indirect case sharedSequence(SharedSequenceEntry, Int, Operator?)
    /// A stage of the input's `Single`.
    case single(TraitStage)
    /// A stage of the input's `Maybe`.
    case maybe(TraitStage)
    case completable(CompletableStage)
    /// The input made `Infallible` (`asInfallible(onErrorJustReturn:)`, or
    /// `asInfallible(onErrorRecover: { _ in .just(v) })` when `recovers`), then the `Infallible`
    /// form of the operator (one of `Operator.infallibleForms`).
    indirect case infallible(Int, recovers: Bool, Operator)
    /// A new subject, fed by the input, subscribed twice (`SubjectKind.subscribedTwice`).
    case subject(SubjectKind, lateBy: Int)
    /// A new relay, fed the input's elements, subscribed twice (`SubjectKind.subscribedTwice`);
    /// the input's terminal event ends the stage.
    case relay(SubjectKind, lateBy: Int)

    // MARK: - The element functions, shared by the model and the library run

    static let outOfRangeCode = -1

    static func mapped(_ a: Int, _ b: Int, _ value: Int) -> Int { value &* a &+ b }

    static func passes(_ modulus: Int, _ remainder: Int, _ value: Int) -> Bool {
        ((value % modulus) + modulus) % modulus == remainder
    }

    static func compactMapped(_ modulus: Int, _ value: Int) -> Int? {
        value % modulus == 0 ? nil : value &+ 1
    }

    static func key(_ modulus: Int, _ value: Int) -> Int {
        modulus == 0 ? value : ((value % modulus) + modulus) % modulus
    }

    static func arrayHash(_ values: [Int]) -> Int {
        values.reduce(17) { $0 &* 31 &+ $1 }
    }

    static func combined(_ first: Int, _ second: Int) -> Int { first &* 7 &+ second }

    /// The error code of a cold inner sequence that fails.
    static let innerErrorCode = 50

    /// The events of the cold inner sequence made for `value`, relative to its subscription:
    /// `value` and `value + 1`, `spacing` ticks apart, then the completion, or an error when
    /// `value` is a multiple of 5; every tick ends in 5.
    static func innerEvents(_ value: Int, spacing: Int) -> [Timed] {
        let end: ModelEvent = value % 5 == 0 ? .error(innerErrorCode) : .completed
        return [
            Timed(time: 5 + spacing, event: .next(value)),
            Timed(time: 5 + 2 * spacing, event: .next(value &+ 1)),
            Timed(time: 5 + 3 * spacing, event: end),
        ]
    }

    /// The error code of a user closure that throws.
    static let thrownCode = 70

    /// The error code of the error events a `dematerialize` stage is handed.
    static let dematerializedCode = 60

    /// What `first()`'s absent element stands for.
    static let noFirstElement = -7

    /// The codes of `RxError.noElements`, `.moreThanOneElement` and `.timeout`.
    static let noElementsCode = -4
    static let moreThanOneElementCode = -5
    static let timeoutCode = -6

    /// Which inner sequence a `flatMap` of a `single` or `maybe` stage makes for `value`: 0 to 3.
    static func innerChoice(_ value: Int) -> Int {
        ((value % 4) + 4) % 4
    }

    /// The handler of `retry(when:)` that resubscribes after each error but the last of
    /// `attempts` subscriptions in all, then fails with that error.
    static func retryHandler(_ attempts: Int) -> @Sendable (Observable<Swift.Error>) -> Observable<Int> {
        { errors in
            errors.enumerated().flatMap { index, error in
                index < attempts - 1 ? Observable.just(0) : Observable.error(error)
            }
        }
    }

    /// The events of `interval(period).map { value + $0 }` relative to its subscription, for as
    /// long as a pipeline runs.
    static func intervalEvents(_ value: Int, period: Int) -> [Timed] {
        (1...(Pipeline.frames + 6) * Pipeline.frameTicks / period).map { Timed(time: $0 * period, event: .next(value &+ $0 - 1)) }
    }

    /// The code of an error that is neither the tests' nor one of `code(of:)`'s.
    static let otherErrorCode = -2

    /// The JSON a `decode` stage decodes `value` from: `[value]`, or invalid JSON for a multiple
    /// of 5.
    static func json(_ value: Int) -> Data {
        Data((value % 5 == 0 ? "[" : "[\(value)]").utf8)
    }

    /// The model's code for the library's own errors that operators send.
    static func code(of error: RxError) -> Int? {
        switch error {
        case .argumentOutOfRange: return outOfRangeCode
        case .noElements: return noElementsCode
        case .moreThanOneElement: return moreThanOneElementCode
        case .timeout: return timeoutCode
        default: return nil
        }
    }

    /// The library's error for a code of `code(of:)`.
    static func rxError(_ code: Int) -> RxError? {
        [RxError.argumentOutOfRange, .noElements, .moreThanOneElement, .timeout].first { self.code(of: $0) == code }
    }

    static func encode(_ event: ModelEvent) -> Int {
        switch event {
        case .next(let value): return value
        case .error(let code): return -1000 - code
        case .completed: return -999
        }
    }

    /// The hot source this stage subscribes besides its input.
    var side: Int? {
        switch self {
        case .single(let stage), .maybe(let stage):
            return stage.side
        case .completable(let stage):
            return stage.side
        case .infallible(_, _, let op), .sharedSequence(_, _, let op?):
            return op.side
        case .concat(let index), .catchWith(let index), .merge(let index), .amb(let index), .zip(let index), .combineLatest(let index), .withLatestFrom(let index),
             .takeUntil(let index), .skipUntil(let index), .sample(let index), .ifEmptySwitch(let index), .timeoutSwitching(_, let index), .catchSequence(let index),
             .infallibleFallback(let index, _):
            return index
        default:
            return nil
        }
    }

    /// Whether the stage delivers from timers of the test scheduler.
    var isTimed: Bool {
        switch self {
        case .delay, .debounce, .throttle, .flatMapCold, .buffer, .window, .shared, .flatMapTimer, .flatMapIntervalOnce, .flatMapInterval, .timeout, .timeoutSwitching, .takeFor, .skipFor, .delaySubscription,
             .sampleInterval, .subject, .relay, .observeOn, .subscribeOn, .sharedSequence:
            return true
        case .single(let stage), .maybe(let stage):
            return stage.isTimed
        case .infallible(_, _, let op):
            return op.isTimed
        default: return false
        }
    }

    var description: String {
        switch self {
        case .map(let a, let b): return "map { $0 * \(a) + \(b) }"
        case .filter(let m, let r): return "filter { $0 mod \(m) == \(r) }"
        case .compactMap(let m): return "compactMap { $0 % \(m) == 0 ? nil : $0 + 1 }"
        case .scan(let seed): return "scan(\(seed), accumulator: +)"
        case .reduce(let seed): return "reduce(\(seed), accumulator: +)"
        case .toArray: return "toArray().map(hash)"
        case .takeLast(let n): return "takeLast(\(n))"
        case .take(let n): return "take(\(n))"
        case .takeWhile(let limit, let inclusive): return "take(while: { $0 < \(limit) }, behavior: .\(inclusive ? "inclusive" : "exclusive"))"
        case .elementAt(let index): return "element(at: \(index))"
        case .skip(let n): return "skip(\(n))"
        case .skipWhile(let limit): return "skip(while: { $0 < \(limit) })"
        case .distinctUntilChanged(let m): return m == 0 ? "distinctUntilChanged()" : "distinctUntilChanged { $0 mod \(m) }"
        case .startWith(let values): return "startWith(\(values.map(String.init).joined(separator: ", ")))"
        case .ignoreElements: return "ignoreElements().asCompletable().andThen(empty())"
        case .materialize: return "materialize().map(encode)"
        case .catchAndReturn(let value): return "catchAndReturn(\(value))"
        case .retry(let attempts): return "retry(\(attempts))"
        case .flatMapJust(let kind, let offset): return "\(kind) { just($0 + \(offset)) }"
        case .flatMapPair(let kind, let offset): return "\(kind) { of($0, $0 + \(offset)) }"
        case .flatMapCold(let kind, let spacing): return "\(kind) { cold(next($0) @ \(5 + spacing), next($0 + 1) @ \(5 + 2 * spacing), $0 % 5 == 0 ? error @ \(5 + 3 * spacing) : completed @ \(5 + 3 * spacing)) }"
        case .concat(let index): return "concat(source\(index))"
        case .catchWith(let index): return "catch { _ in source\(index) }"
        case .merge(let index): return "merge(with: source\(index))"
        case .amb(let index): return "amb(source\(index))"
        case .zip(let index): return "zip(with: source\(index)) { $0 * 7 + $1 }"
        case .combineLatest(let index): return "combineLatest(with: source\(index)) { $0 * 7 + $1 }"
        case .withLatestFrom(let index): return "withLatestFrom(source\(index)) { $0 * 7 + $1 }"
        case .takeUntil(let index): return "take(until: source\(index))"
        case .skipUntil(let index): return "skip(until: source\(index))"
        case .sample(let index): return "sample(source\(index))"
        case .delay(let ticks): return "delay(\(ticks))"
        case .debounce(let ticks): return "debounce(\(ticks))"
        case .throttle(let ticks, let latest): return "throttle(\(ticks), latest: \(latest))"
        case .buffer(let ticks, let count): return "buffer(timeSpan: \(ticks), count: \(count)).map(hash)"
        case .window(let ticks, let count):
            return "window(timeSpan: \(ticks), count: \(count)).enumerated().flatMap { i, w in w.materialize().map { i * 7 + encode($0) } }"
        case .shared(let sharing, let firstTake, let lateBy):
            let first = firstTake.map { "s.take(\($0))" } ?? "s"
            return "deferred { s = \(sharing); merge(\(first).map { $0 * 7 + 0 }, s.delaySubscription(\(lateBy)).map { $0 * 7 + 1 }) }"
        case .throwing(let closure, let trigger): return closure.description(trigger: trigger)
        case .catchRethrowing: return "catch { _ in throw }"
        case .enumerated: return "enumerated().map { $0.index * 7 + $0.element }"
        case .scanInto(let seed): return "scan(into: \(seed)) { $0 += $1 }"
        case .distinctMagnitude: return "distinctUntilChanged(at: \\.magnitude)"
        case .ifEmptyDefault(let value): return "ifEmpty(default: \(value))"
        case .ifEmptySwitch(let index): return "ifEmpty(switchTo: source\(index))"
        case .dematerialize(let m): return "map { $0 % \(m) == 0 ? .error : .next($0) }.dematerialize()"
        case .first: return "first().map { $0 ?? \(Operator.noFirstElement) }"
        case .singleElement: return "single()"
        case .asSingle: return "asSingle()"
        case .asMaybe: return "asMaybe()"
        case .flatMapTimer(let kind, let ticks): return "\(kind) { timer(\(ticks)).map { _ in $0 } }"
        case .timeout(let ticks): return "timeout(\(ticks))"
        case .timeoutSwitching(let ticks, let index): return "timeout(\(ticks), other: source\(index))"
        case .takeFor(let ticks): return "take(for: \(ticks))"
        case .skipFor(let ticks): return "skip(\(ticks))"
        case .delaySubscription(let ticks): return "delaySubscription(\(ticks))"
        case .sampleInterval(let ticks): return "sample(interval(\(ticks)))"
        case .flatMapOne(let kind, let offset, let factory): return "\(kind) { \(factory) of $0 + \(offset) }"
        case .retryForever: return "retry()"
        case .retryWhen(let attempts): return "retry(when: resubscribe \(attempts - 1) times)"
        case .debug: return "debug()"
        case .throwingFactory(nil): return "deferred { throw }"
        case .throwingFactory(let resource?): return resource ? "using({ throw }, { _ in it })" : "using({ resource }, { _ in throw })"
        case .disposeInHandler(let trigger): return "create { subscribe(onNext: { pass; if $0 == \(trigger) { dispose(); complete } }) }"
        case .reentrantSend(let trigger): return "merge(feedback, input).do(onNext: { if $0 == \(trigger) { feedback.onNext($0 + 100) } })"
        case .flatMapInterval(let kind, let ticks): return "\(kind) { v in interval(\(ticks)).map { v + $0 } }"
        case .flatMapIntervalOnce(let kind, let ticks): return "\(kind) { interval(\(ticks)).take(1).map { _ in $0 } }"
        case .flatMapEnding(let kind, let ending): return "\(kind) { $0 % 3 == 0 ? \(ending) : just($0) }"
        case .flatMapTwo(let kind, let offset, let factory): return "\(kind) { \(factory.description.replacingOccurrences(of: "k", with: String(offset))) }"
        case .observeOn: return "observe(on: scheduler)"
        case .subscribeOn: return "subscribe(on: scheduler)"
        case .catchSequence(let index): return "Observable.catch(sequence: [it, source\(index)])"
        case .groupBy: return "groupBy { $0 mod 2 }.flatMap { g in g.map { g.key * 7 + $0 } }"
        case .decode: return "map { $0 % 5 == 0 ? invalid JSON : [$0] }.decode([Int].self).map { $0[0] }"
        case .withUnretained: return "withUnretained(owner).map { $1 }"
        case .doNothing: return "do(onNext: { _ in })"
        case .infallibleFallback(let index, let value): return "asInfallible(onErrorFallbackTo: source\(index).asInfallible(onErrorJustReturn: \(value)))"
        case .sharedSequence(let entry, let value, let op): return "\(entry) with \(value)" + (op.map { ".\($0)" } ?? "")
        case .single(let stage): return "asSingle().\(stage).asObservable()"
        case .maybe(let stage): return "asMaybe().\(stage).asObservable()"
        case .completable(let stage): return "ignoreElements().asCompletable().\(stage).andThen(empty())"
        case .infallible(let value, let recovers, let op):
            return "\(recovers ? "asInfallible(onErrorRecover: { _ in .just(\(value)) })" : "asInfallible(onErrorJustReturn: \(value))").\(op)"
        case .subject(let kind, let lateBy): return "deferred { s = \(kind)Subject fed by the input; merge(s.map { $0 * 7 + 0 }, s.delaySubscription(\(lateBy)).map { $0 * 7 + 1 }) }"
        case .relay(let kind, let lateBy):
            return "deferred { r = \(kind)Relay fed the input's elements; merge(r.map { $0 * 7 + 0 }, r.delaySubscription(\(lateBy)).map { $0 * 7 + 1 }) until the input ends }"
        }
    }

    /// The catalogue entries this stage exercises, named as `scripts/differential-coverage.py`
    /// names them (`Receiver.name(firstLabel:)`, or a subject's or relay's type): the script
    /// counts the string literals of the properties named `catalogueEntries` or
    /// `…CatalogueEntries` in this file as the operators the model covers.
    var catalogueEntries: [String] {
        switch self {
        case .map: return ["Observable.map(_:)"]
        case .filter: return ["Observable.filter(_:)"]
        case .compactMap: return ["Observable.compactMap(_:)"]
        case .scan: return ["Observable.scan(_:)"]
        case .reduce: return ["Observable.reduce(_:)"]
        case .toArray: return ["Observable.toArray()"]
        case .takeLast: return ["Observable.takeLast(_:)"]
        case .take: return ["Observable.take(_:)"]
        case .takeWhile: return ["Observable.take(while:)"]
        case .elementAt: return ["Observable.element(at:)"]
        case .skip: return ["Observable.skip(_:)"]
        case .skipWhile: return ["Observable.skip(while:)"]
        case .distinctUntilChanged(let modulus): return modulus == 0 ? ["Observable.distinctUntilChanged()"] : ["Observable.distinctUntilChanged(_:)"]
        case .startWith: return ["Observable.startWith(_:)"]
        case .ignoreElements: return ["Observable.ignoreElements()", "Observable.asCompletable()", "Completable.andThen(_:)", "Observable.empty()"]
        case .materialize: return ["Observable.materialize()"]
        case .catchAndReturn: return ["Observable.catchAndReturn(_:)"]
        case .retry: return ["Observable.retry(_:)"]
        case .flatMapJust(let kind, _): return kind.catalogueEntries + ["Observable.just(_:)"]
        case .flatMapPair(let kind, _): return kind.catalogueEntries + ["Observable.of(_:)"]
        case .flatMapCold(let kind, _): return kind.catalogueEntries
        case .concat: return ["Observable.concat(_:)"]
        case .catchWith: return ["Observable.catch(_:)"]
        case .merge: return ["Observable.merge(_:)"]
        case .amb: return ["Observable.amb(_:)"]
        case .zip: return ["Observable.zip(_:)"]
        case .combineLatest: return ["Observable.combineLatest(_:)"]
        case .withLatestFrom: return ["Observable.withLatestFrom(_:)"]
        case .takeUntil: return ["Observable.take(until:)"]
        case .skipUntil: return ["Observable.skip(until:)"]
        case .sample: return ["Observable.sample(_:)"]
        case .delay: return ["Observable.delay(_:)"]
        case .debounce: return ["Observable.debounce(_:)"]
        case .throttle: return ["Observable.throttle(_:)"]
        case .buffer: return ["Observable.buffer(timeSpan:)"]
        case .window: return ["Observable.window(timeSpan:)", "Observable.enumerated()"]
        case .shared(let sharing, _, _): return sharing.catalogueEntries + ["Observable.delaySubscription(_:)", "Observable.deferred(_:)"]
        case .throwing(let closure, _): return closure.catalogueEntries
        case .catchRethrowing: return ["Observable.catch(_:)"]
        case .enumerated: return ["Observable.enumerated()"]
        case .scanInto: return ["Observable.scan(into:)"]
        case .distinctMagnitude: return ["Observable.distinctUntilChanged(at:)"]
        case .ifEmptyDefault: return ["Observable.ifEmpty(default:)"]
        case .ifEmptySwitch: return ["Observable.ifEmpty(switchTo:)"]
        case .dematerialize: return ["Observable.dematerialize()"]
        case .first: return ["Observable.first()"]
        case .singleElement: return ["Observable.single()"]
        case .asSingle: return ["Observable.asSingle()"]
        case .asMaybe: return ["Observable.asMaybe()"]
        case .flatMapTimer(let kind, _): return kind.catalogueEntries + ["Observable.timer(_:)"]
        case .timeout, .timeoutSwitching: return ["Observable.timeout(_:)"]
        case .takeFor: return ["Observable.take(for:)"]
        case .skipFor: return ["Observable.skip(_:)"]
        case .delaySubscription: return ["Observable.delaySubscription(_:)"]
        case .sampleInterval: return ["Observable.sample(_:)", "Observable.interval(_:)"]
        case .flatMapOne(let kind, _, let factory): return kind.catalogueEntries + factory.catalogueEntries
        case .retryForever: return ["Observable.retry()"]
        case .debug: return ["Observable.debug(_:)"]
        case .disposeInHandler: return ["Observable.create(_:)"]
        case .reentrantSend: return ["Observable.merge(_:)", "Observable.do(onNext:)"]
        case .throwingFactory(nil): return ["Observable.deferred(_:)"]
        case .throwingFactory: return ["Observable.using(_:)"]
        case .flatMapInterval(let kind, _): return kind.catalogueEntries + ["Observable.interval(_:)"]
        case .flatMapIntervalOnce(let kind, _): return kind.catalogueEntries + ["Observable.interval(_:)", "Observable.take(_:)"]
        case .retryWhen: return ["Observable.retry(when:)"]
        case .flatMapEnding(let kind, let ending): return kind.catalogueEntries + ending.catalogueEntries
        case .flatMapTwo(let kind, _, let factory): return kind.catalogueEntries + factory.catalogueEntries
        case .observeOn: return ["Observable.observe(on:)"]
        case .subscribeOn: return ["Observable.subscribe(on:)"]
        case .catchSequence: return ["Observable.catch(sequence:)"]
        case .groupBy: return ["Observable.groupBy(keySelector:)"]
        case .decode: return ["Observable.decode(type:)"]
        case .withUnretained: return ["Observable.withUnretained(_:)"]
        case .doNothing: return ["Observable.do(onNext:)"]
        case .infallibleFallback: return ["Observable.asInfallible(onErrorFallbackTo:)"]
        case .sharedSequence(let entry, _, let op): return entry.catalogueEntries + (op?.sharedSequenceCatalogueEntries ?? [])
        case .single(let stage): return ["Observable.asSingle()"] + stage.singleCatalogueEntries
        case .maybe(let stage): return ["Observable.asMaybe()"] + stage.maybeCatalogueEntries
        case .completable(let stage): return ["Observable.ignoreElements()", "Observable.asCompletable()", "Completable.andThen(_:)"] + stage.catalogueEntries
        case .infallible(_, let recovers, let op):
            return (recovers ? ["Observable.asInfallible(onErrorRecover:)", "Infallible.just(_:)"] : ["Observable.asInfallible(onErrorJustReturn:)"]) + ["Infallible.asInfallible()"]
                + op.infallibleCatalogueEntries
        case .subject(let kind, _): return kind.subjectCatalogueEntries + ["Observable.create(_:)"]
        case .relay(let kind, _): return kind.relayCatalogueEntries + ["Observable.create(_:)"]
        }
    }

    /// The operators that have an `Infallible` form in an `infallible` stage.
    static func randomInfallibleForm<Generator: RandomNumberGenerator>(side: Int, using rng: inout Generator) -> Operator {
        let kind = [FlatMapKind.flatMap, .concatMap, .flatMapLatest, .flatMapFirst].randomElement(using: &rng)!
        let ticks = Int.random(in: 1...3, using: &rng) * Pipeline.frameTicks
        let forms = elementForms(using: &rng) + [
            .take(Int.random(in: 1...4, using: &rng)), .takeWhile(Int.random(in: 2...9, using: &rng), inclusive: Bool.random(using: &rng)),
            .skipWhile(Int.random(in: 2...9, using: &rng)), .flatMapJust(kind, Int.random(in: 0...5, using: &rng)), .flatMapTimer(kind, ticks + 5),
            .flatMapIntervalOnce(kind, ticks + 5), .debounce(ticks), .throttle(ticks, latest: Bool.random(using: &rng)),
            .takeFor(Int.random(in: 1...8, using: &rng) * Pipeline.frameTicks), .takeUntil(side), .skipUntil(side),
            .flatMapOne(kind, Int.random(in: 0...5, using: &rng), [.create, .deferred].randomElement(using: &rng)!),
            .flatMapTwo(kind, Int.random(in: 1...5, using: &rng), [.of, .from].randomElement(using: &rng)!), .flatMapJust(.switchLatest, Int.random(in: 0...5, using: &rng)),
            .flatMapEnding(kind, [.never, .empty].randomElement(using: &rng)!), .zip(side), .combineLatest(side), .withLatestFrom(side), .merge(side), .concat(side),
        ]
        return forms.randomElement(using: &rng)!
    }

    /// The element operators that both an `Infallible` and a shared sequence have, with random
    /// parameters.
    static func elementForms<Generator: RandomNumberGenerator>(using rng: inout Generator) -> [Operator] {
        [
            .map(Int.random(in: 1...3, using: &rng), Int.random(in: -3...3, using: &rng)), .filter(Int.random(in: 2...3, using: &rng), Int.random(in: 0...1, using: &rng)),
            .compactMap(Int.random(in: 2...4, using: &rng)), .scan(Int.random(in: 0...2, using: &rng)), .scanInto(Int.random(in: 0...2, using: &rng)),
            .skip(Int.random(in: 0...3, using: &rng)), .startWith([Int.random(in: 0...9, using: &rng)]), .distinctUntilChanged([0, 2, 3].randomElement(using: &rng)!),
            .distinctMagnitude, .doNothing, .withUnretained,
        ]
    }

    /// The catalogue entries of the `Infallible` form of the operator (see
    /// `randomInfallibleForm`).
    var infallibleCatalogueEntries: [String] {
        switch self {
        case .map: return ["Infallible.map(_:)"]
        case .filter: return ["Infallible.filter(_:)"]
        case .compactMap: return ["Infallible.compactMap(_:)"]
        case .scan: return ["Infallible.scan(_:)"]
        case .scanInto: return ["Infallible.scan(into:)"]
        case .skip: return ["Infallible.skip(_:)"]
        case .take: return ["Infallible.take(_:)"]
        case .takeWhile: return ["Infallible.take(while:)"]
        case .skipWhile: return ["Infallible.skip(while:)"]
        case .startWith: return ["Infallible.startWith(_:)"]
        case .distinctUntilChanged(let modulus): return modulus == 0 ? ["Infallible.distinctUntilChanged()"] : ["Infallible.distinctUntilChanged(_:)"]
        case .distinctMagnitude: return ["Infallible.distinctUntilChanged(at:)"]
        case .flatMapJust(.concatMap, _): return ["Infallible.concatMap(_:)", "Infallible.just(_:)"]
        case .flatMapJust(.flatMapLatest, _): return ["Infallible.flatMapLatest(_:)", "Infallible.just(_:)"]
        case .flatMapJust(.flatMapFirst, _): return ["Infallible.flatMapFirst(_:)", "Infallible.just(_:)"]
        case .flatMapJust(.switchLatest, _): return ["Infallible.map(_:)", "Infallible.switchLatest()", "Infallible.just(_:)"]
        case .flatMapJust: return ["Infallible.flatMap(_:)", "Infallible.just(_:)"]
        case .flatMapTimer: return ["Infallible.timer(_:)"]
        case .flatMapIntervalOnce: return ["Infallible.interval(_:)", "Infallible.take(_:)"]
        case .debounce: return ["Infallible.debounce(_:)"]
        case .throttle: return ["Infallible.throttle(_:)"]
        case .takeFor: return ["Infallible.take(for:)"]
        case .takeUntil: return ["Infallible.take(until:)"]
        case .skipUntil: return ["Infallible.skip(until:)"]
        case .flatMapOne(let kind, _, let factory): return Operator.flatMapJust(kind, 0).infallibleCatalogueEntries + factory.infallibleCatalogueEntries
        case .flatMapEnding(let kind, let ending): return Operator.flatMapJust(kind, 0).infallibleCatalogueEntries + ending.infallibleCatalogueEntries
        case .flatMapTwo(let kind, _, let factory): return Operator.flatMapJust(kind, 0).infallibleCatalogueEntries + factory.infallibleCatalogueEntries
        case .withUnretained: return ["Infallible.withUnretained(_:)"]
        case .doNothing: return ["Infallible.do(onNext:)"]
        case .zip: return ["Infallible.zip(_:)"]
        case .combineLatest: return ["Infallible.combineLatest(_:)"]
        case .withLatestFrom: return ["Infallible.withLatestFrom(_:)"]
        case .merge: return ["Infallible.merge(_:)"]
        case .concat: return ["Infallible.concat(_:)"]
        default:
            // Not one of `randomInfallibleForm`'s operators.
            preconditionFailure()
        }
    }

    /// The `Infallible` form of the operator applied to `input` (see `randomInfallibleForm`).
    func applyInfallible(to input: Infallible<Int>, fallback: Int, sources: [TestableObservable<Int>], scheduler: TestScheduler) -> Infallible<Int> {
        // A side source, made infallible as the input is.
        func side(_ index: Int) -> Infallible<Int> {
            sources[index].asInfallible(onErrorJustReturn: fallback)
        }
        func flatMap(_ kind: FlatMapKind, _ inner: @escaping @Sendable (Int) -> Infallible<Int>) -> Infallible<Int> {
            switch kind {
            case .concatMap: return input.concatMap(inner)
            case .flatMapLatest: return input.flatMapLatest(inner)
            case .flatMapFirst: return input.flatMapFirst(inner)
            case .switchLatest: return input.map(inner).switchLatest()
            default: return input.flatMap(inner)
            }
        }
        switch self {
        case .map(let a, let b): return input.map { Operator.mapped(a, b, $0) }
        case .filter(let m, let r): return input.filter { Operator.passes(m, r, $0) }
        case .compactMap(let m): return input.compactMap { Operator.compactMapped(m, $0) }
        case .scan(let seed): return input.scan(seed) { $0 &+ $1 }
        case .scanInto(let seed): return input.scan(into: seed) { $0 = $0 &+ $1 }
        case .skip(let n): return input.skip(n)
        case .take(let n): return input.take(n)
        case .takeWhile(let limit, let inclusive): return input.take(while: { $0 < limit }, behavior: inclusive ? .inclusive : .exclusive)
        case .skipWhile(let limit): return input.skip(while: { $0 < limit })
        case .startWith(let values): return values.reversed().reduce(input) { $0.startWith($1) }
        case .distinctUntilChanged(let m): return m == 0 ? input.distinctUntilChanged() : input.distinctUntilChanged { Operator.key(m, $0) }
        case .distinctMagnitude: return input.distinctUntilChanged(at: \.magnitude)
        case .flatMapJust(let kind, let offset): return flatMap(kind) { Infallible.just($0 &+ offset) }
        case .flatMapTimer(let kind, let ticks):
            return flatMap(kind) { value in Infallible<Int>.timer(.seconds(ticks), scheduler: scheduler).map { _ in value } }
        case .flatMapIntervalOnce(let kind, let ticks):
            return flatMap(kind) { value in Infallible<Int>.interval(.seconds(ticks), scheduler: scheduler).take(1).map { _ in value } }
        case .debounce(let ticks): return input.debounce(.seconds(ticks), scheduler: scheduler)
        case .throttle(let ticks, let latest): return input.throttle(.seconds(ticks), latest: latest, scheduler: scheduler)
        case .takeFor(let ticks): return input.take(for: .seconds(ticks), scheduler: scheduler)
        case .takeUntil(let index): return input.take(until: sources[index])
        case .skipUntil(let index): return input.skip(until: sources[index])
        case .flatMapOne(let kind, let offset, let factory): return flatMap(kind) { factory.makeInfallible($0 &+ offset) }
        case .flatMapEnding(let kind, let ending): return flatMap(kind) { ending.makeInfallible($0) }
        case .flatMapTwo(let kind, let offset, let factory): return flatMap(kind) { factory.makeInfallible($0, offset: offset) }
        case .withUnretained:
            let owner = UnretainedOwner()
            return input.withUnretained(owner).map { pair in withExtendedLifetime(owner) { pair.1 } }
        case .doNothing: return input.do(onNext: { _ in })
        case .zip(let index): return Infallible.zip(input, side(index)) { Operator.combined($0, $1) }
        case .combineLatest(let index): return Infallible.combineLatest(input, side(index)) { Operator.combined($0, $1) }
        case .withLatestFrom(let index): return input.withLatestFrom(side(index)) { Operator.combined($0, $1) }
        case .merge(let index): return Infallible.merge(input, side(index))
        case .concat(let index): return input.concat(side(index))
        default: preconditionFailure("\(self) has no Infallible form")
        }
    }

    /// The operators that have a shared-sequence form in a `sharedSequence` stage.
    static func randomSharedSequenceForm<Generator: RandomNumberGenerator>(side: Int, using rng: inout Generator) -> Operator {
        let kind = [FlatMapKind.flatMap, .flatMapLatest, .flatMapFirst, .merge, .switchLatest, .mergeTwoAtATime].randomElement(using: &rng)!
        let forms = elementForms(using: &rng) + [
            .debug, .flatMapJust(kind, Int.random(in: 0...5, using: &rng)),
            .flatMapOne(kind, Int.random(in: 0...5, using: &rng), [.fromOptional, .deferred].randomElement(using: &rng)!),
            .flatMapTwo(kind, Int.random(in: 1...5, using: &rng), [.of, .from].randomElement(using: &rng)!), .flatMapEnding(kind, [.never, .empty].randomElement(using: &rng)!),
            .flatMapTimer(kind, Int.random(in: 1...2, using: &rng) * Pipeline.frameTicks + 5), .zip(side), .combineLatest(side), .withLatestFrom(side), .merge(side), .concat(side),
            .flatMapInterval(kind, Int.random(in: 1...2, using: &rng) * Pipeline.frameTicks + 5),
            .debounce(Int.random(in: 1...2, using: &rng) * Pipeline.frameTicks), .throttle(Int.random(in: 1...3, using: &rng) * Pipeline.frameTicks, latest: Bool.random(using: &rng)),
            .delay(Int.random(in: 1...3, using: &rng) * Pipeline.frameTicks),
        ]
        return forms.randomElement(using: &rng)!
    }

    /// The catalogue entries of the shared-sequence form of the operator (see
    /// `randomSharedSequenceForm`).
    var sharedSequenceCatalogueEntries: [String] {
        switch self {
        case .map: return ["SharedSequence.map(_:)"]
        case .filter: return ["SharedSequence.filter(_:)"]
        case .compactMap: return ["SharedSequence.compactMap(_:)"]
        case .scan: return ["SharedSequence.scan(_:)"]
        case .scanInto: return ["SharedSequence.scan(into:)"]
        case .skip: return ["SharedSequence.skip(_:)"]
        case .startWith: return ["SharedSequence.startWith(_:)"]
        case .distinctUntilChanged(0): return ["SharedSequence.distinctUntilChanged()"]
        case .distinctUntilChanged: return ["SharedSequence.distinctUntilChanged(_:)"]
        case .distinctMagnitude: return ["SharedSequence.distinctUntilChanged(at:)"]
        case .doNothing: return ["SharedSequence.do(onNext:)"]
        case .withUnretained: return ["SharedSequence.withUnretained(_:)"]
        case .debug: return ["SharedSequence.debug(_:)"]
        case .debounce: return ["SharedSequence.debounce(_:)"]
        case .throttle: return ["SharedSequence.throttle(_:)"]
        case .delay: return ["SharedSequence.delay(_:)"]
        case .zip: return ["SharedSequence.zip(_:)"]
        case .combineLatest: return ["SharedSequence.combineLatest(_:)"]
        case .withLatestFrom: return ["SharedSequence.withLatestFrom(_:)"]
        case .merge: return ["SharedSequence.merge(_:)"]
        case .concat: return ["SharedSequence.concat(_:)"]
        case .flatMapJust(let kind, _), .flatMapOne(let kind, _, _), .flatMapTwo(let kind, _, _), .flatMapEnding(let kind, _), .flatMapTimer(let kind, _),
             .flatMapInterval(let kind, _):
            return kind.sharedSequenceCatalogueEntries + innerSharedSequenceCatalogueEntries
        default:
            // Not one of `randomSharedSequenceForm`'s operators.
            preconditionFailure()
        }
    }

    /// The catalogue entries of the inner shared sequences of a flattening stage.
    var innerSharedSequenceCatalogueEntries: [String] {
        switch self {
        case .flatMapOne(_, _, .fromOptional): return ["SharedSequence.from(optional:)"]
        case .flatMapOne: return ["SharedSequence.deferred(_:)", "SharedSequence.just(_:)"]
        case .flatMapTwo(_, _, .of): return ["SharedSequence.of(_:)"]
        case .flatMapTwo: return ["SharedSequence.from(_:)"]
        case .flatMapEnding(_, .never): return ["SharedSequence.never()", "SharedSequence.just(_:)"]
        case .flatMapTimer: return ["SharedSequence.timer(_:)"]
        case .flatMapInterval: return ["SharedSequence.interval(_:)"]
        case .flatMapEnding: return ["SharedSequence.empty()", "SharedSequence.just(_:)"]
        default: return ["SharedSequence.just(_:)"]
        }
    }

    /// The shared-sequence form of the operator applied to `input` (see
    /// `randomSharedSequenceForm`).
    func applySharedSequence<Strategy: SharingStrategyProtocol & SendableMetatype>(
        to input: SharedSequence<Strategy, Int>, fallback: Int, sources: [TestableObservable<Int>]
    ) -> Observable<Int> {
        typealias Inner = SharedSequence<Strategy, Int>
        // A side source as a shared sequence of the input's kind.
        func side(_ index: Int) -> Inner {
            sources[index].asSharedSequence(sharingStrategy: Strategy.self, onErrorJustReturn: fallback)
        }
        func flatMap(_ kind: FlatMapKind, _ inner: @escaping @Sendable (Int) -> Inner) -> Inner {
            switch kind {
            case .flatMapLatest: return input.flatMapLatest(inner)
            case .flatMapFirst: return input.flatMapFirst(inner)
            case .merge: return input.map(inner).merge()
            case .switchLatest: return input.map(inner).switchLatest()
            case .mergeTwoAtATime: return input.map(inner).merge(maxConcurrent: 2)
            default: return input.flatMap(inner)
            }
        }
        let result: Inner
        switch self {
        case .map(let a, let b): result = input.map { Operator.mapped(a, b, $0) }
        case .filter(let m, let r): result = input.filter { Operator.passes(m, r, $0) }
        case .compactMap(let m): result = input.compactMap { Operator.compactMapped(m, $0) }
        case .scan(let seed): result = input.scan(seed) { $0 &+ $1 }
        case .scanInto(let seed): result = input.scan(into: seed) { $0 = $0 &+ $1 }
        case .skip(let n): result = input.skip(n)
        case .startWith(let values): result = values.reversed().reduce(input) { $0.startWith($1) }
        case .distinctUntilChanged(let m): result = m == 0 ? input.distinctUntilChanged() : input.distinctUntilChanged { Operator.key(m, $0) }
        case .distinctMagnitude: result = input.distinctUntilChanged(at: \.magnitude)
        case .doNothing: result = input.do(onNext: { _ in })
        case .debug: result = input.debug()
        case .debounce(let ticks): result = input.debounce(.seconds(ticks))
        case .throttle(let ticks, let latest): result = input.throttle(.seconds(ticks), latest: latest)
        case .delay(let ticks): result = input.delay(.seconds(ticks))
        case .withUnretained:
            let owner = UnretainedOwner()
            result = input.withUnretained(owner).map { pair in withExtendedLifetime(owner) { pair.1 } }
        case .flatMapJust(let kind, let offset): result = flatMap(kind) { Inner.just($0 &+ offset) }
        case .flatMapOne(let kind, let offset, .fromOptional): result = flatMap(kind) { Inner.from(optional: $0 &+ offset) }
        case .flatMapOne(let kind, let offset, _): result = flatMap(kind) { value in Inner.deferred { Inner.just(value &+ offset) } }
        case .flatMapTwo(let kind, let offset, .of): result = flatMap(kind) { Inner.of($0, $0 &+ offset) }
        case .flatMapTwo(let kind, let offset, _): result = flatMap(kind) { Inner.from([$0, $0 &+ offset]) }
        case .flatMapEnding(let kind, let ending):
            result = flatMap(kind) { value in value % 3 != 0 ? Inner.just(value) : ending == .never ? Inner.never() : Inner.empty() }
        case .flatMapTimer(let kind, let ticks): result = flatMap(kind) { value in Inner.timer(.seconds(ticks)).map { _ in value } }
        case .flatMapInterval(let kind, let ticks): result = flatMap(kind) { value in Inner.interval(.seconds(ticks)).map { value &+ $0 } }
        case .zip(let index): result = Inner.zip(input, side(index)) { Operator.combined($0, $1) }
        case .combineLatest(let index): result = Inner.combineLatest(input, side(index)) { Operator.combined($0, $1) }
        case .withLatestFrom(let index): result = input.withLatestFrom(side(index)) { Operator.combined($0, $1) }
        case .merge(let index): result = Inner.merge(input, side(index))
        case .concat(let index): result = Inner.concat([input, side(index)])
        default: preconditionFailure("\(self) has no shared-sequence form")
        }
        return result.asObservable()
    }

    /// The events of an inner shared sequence of a flattening stage made for `value`, relative
    /// to its subscription: what the sharing scheduler runs at once happens one tick later.
    func innerSharedSequenceEvents(_ value: Int) -> [Timed] {
        // All in one scheduled step.
        func scheduled(_ elements: [Int]) -> [Timed] {
            elements.map { Timed(time: 1, event: .next($0)) } + [Timed(time: 1, event: .completed)]
        }
        // One element a step, and the completion a step of its own.
        func stepByStep(_ elements: [Int]) -> [Timed] {
            elements.enumerated().map { Timed(time: $0.offset + 1, event: .next($0.element)) } + [Timed(time: elements.count + 1, event: .completed)]
        }
        switch self {
        case .flatMapJust(_, let offset), .flatMapOne(_, let offset, .deferred): return scheduled([value &+ offset])
        case .flatMapOne(_, let offset, _):
            // `from(optional:)` schedules its completion after its element.
            return stepByStep([value &+ offset])
        case .flatMapTwo(_, let offset, let factory):
            return stepByStep(factory.elements(value, offset: offset))
        case .flatMapEnding(_, let ending):
            guard value % 3 == 0 else { return scheduled([value]) }
            return ending == .never ? [] : scheduled([])
        case .flatMapTimer(_, let dueTime):
            return [Timed(time: dueTime, event: .next(value)), Timed(time: dueTime, event: .completed)]
        case .flatMapInterval(_, let period):
            return Operator.intervalEvents(value, period: period)
        default: preconditionFailure("\(self) has no inner shared sequences")
        }
    }

    /// Whether the stage subscribes the stages before it again (a retry).
    var resubscribes: Bool {
        switch self {
        case .retry, .retryForever, .retryWhen: return true
        case .single(let stage): return stage.retryAttempts != nil
        default: return false
        }
    }

    /// Whether the stage retries without a limit.
    var retriesForever: Bool {
        switch self {
        case .retryForever, .single(.retryForever): return true
        default: return false
        }
    }

    /// The operator itself, or the `Infallible` form an `infallible` stage applies.
    var innermost: Operator {
        switch self {
        case .infallible(_, _, let op), .sharedSequence(_, _, let op?): return op
        default: return self
        }
    }

    /// The library's operator applied to `input`.
    func apply(to input: Observable<Int>, sources: [TestableObservable<Int>], scheduler: TestScheduler) -> Observable<Int> {
        switch self {
        case .map(let a, let b): return input.map { Operator.mapped(a, b, $0) }
        case .filter(let m, let r): return input.filter { Operator.passes(m, r, $0) }
        case .compactMap(let m): return input.compactMap { Operator.compactMapped(m, $0) }
        case .scan(let seed): return input.scan(seed) { $0 &+ $1 }
        case .reduce(let seed): return input.reduce(seed) { $0 &+ $1 }
        case .toArray: return input.toArray().asObservable().map { Operator.arrayHash($0) }
        case .takeLast(let n): return input.takeLast(n)
        case .take(let n): return input.take(n)
        case .takeWhile(let limit, let inclusive): return input.take(while: { $0 < limit }, behavior: inclusive ? .inclusive : .exclusive)
        case .elementAt(let index): return input.element(at: index)
        case .skip(let n): return input.skip(n)
        case .skipWhile(let limit): return input.skip(while: { $0 < limit })
        case .distinctUntilChanged(let m): return m == 0 ? input.distinctUntilChanged() : input.distinctUntilChanged { Operator.key(m, $0) }
        case .startWith(let values):
            var result = input
            for value in values.reversed() {
                result = result.startWith(value)
            }
            return result
        case .ignoreElements: return input.ignoreElements().asCompletable().andThen(Observable<Int>.empty())
        case .materialize: return input.materialize().map { Operator.encode(ModelEvent($0)) }
        case .catchAndReturn(let value): return input.catchAndReturn(value)
        case .retry(let attempts): return input.retry(attempts)
        case .flatMapJust(let kind, let offset):
            return Operator.flatMap(kind, input) { Observable.just($0 &+ offset) }
        case .flatMapPair(let kind, let offset):
            return Operator.flatMap(kind, input) { Observable.of($0, $0 &+ offset) }
        case .flatMapCold(let kind, let spacing):
            return Operator.flatMap(kind, input) { value in
                scheduler.createColdObservable(Operator.innerEvents(value, spacing: spacing).map { Recorded(time: $0.time, value: $0.event.libraryEvent) }).asObservable()
            }
        case .concat(let index): return input.concat(sources[index])
        case .catchWith(let index):
            let fallback = sources[index].asObservable()
            return input.catch { _ in fallback }
        case .merge(let index): return Observable.merge(input, sources[index].asObservable())
        case .amb(let index): return input.amb(sources[index])
        case .zip(let index): return Observable.zip(input, sources[index]) { Operator.combined($0, $1) }
        case .combineLatest(let index): return Observable.combineLatest(input, sources[index]) { Operator.combined($0, $1) }
        case .withLatestFrom(let index): return input.withLatestFrom(sources[index]) { Operator.combined($0, $1) }
        case .takeUntil(let index): return input.take(until: sources[index])
        case .skipUntil(let index): return input.skip(until: sources[index])
        case .sample(let index): return input.sample(sources[index])
        case .delay(let ticks): return input.delay(.seconds(ticks), scheduler: scheduler)
        case .debounce(let ticks): return input.debounce(.seconds(ticks), scheduler: scheduler)
        case .throttle(let ticks, let latest): return input.throttle(.seconds(ticks), latest: latest, scheduler: scheduler)
        case .buffer(let ticks, let count):
            return input.buffer(timeSpan: .seconds(ticks), count: count, scheduler: scheduler).map { Operator.arrayHash($0) }
        case .window(let ticks, let count):
            return input.window(timeSpan: .seconds(ticks), count: count, scheduler: scheduler).enumerated().flatMap { index, window in
                window.materialize().map { Operator.combined(index, Operator.encode(ModelEvent($0))) }
            }
        case .shared(let sharing, let firstTake, let lateBy):
            return Observable.deferred { sharing.subscribedTwice(input, firstTake: firstTake, lateBy: lateBy, scheduler: scheduler) }
        case .throwing(let closure, let trigger): return closure.apply(to: input, trigger: trigger)
        case .catchRethrowing: return input.catch { _ in throw DifferentialError(code: Operator.thrownCode) }
        case .enumerated: return input.enumerated().map { Operator.combined($0.index, $0.element) }
        case .scanInto(let seed): return input.scan(into: seed) { $0 = $0 &+ $1 }
        case .distinctMagnitude: return input.distinctUntilChanged(at: \.magnitude)
        case .ifEmptyDefault(let value): return input.ifEmpty(default: value)
        case .ifEmptySwitch(let index): return input.ifEmpty(switchTo: sources[index].asObservable())
        case .dematerialize(let m):
            return input.map { $0 % m == 0 ? Event<Int>.error(DifferentialError(code: Operator.dematerializedCode)) : .next($0) }.dematerialize()
        case .first: return input.first().asObservable().map { $0 ?? Operator.noFirstElement }
        case .singleElement: return input.single()
        case .asSingle: return input.asSingle().asObservable()
        case .asMaybe: return input.asMaybe().asObservable()
        case .flatMapTimer(let kind, let ticks):
            return Operator.flatMap(kind, input) { value in Observable<Int>.timer(.seconds(ticks), scheduler: scheduler).map { _ in value } }
        case .timeout(let ticks): return input.timeout(.seconds(ticks), scheduler: scheduler)
        case .timeoutSwitching(let ticks, let index): return input.timeout(.seconds(ticks), other: sources[index], scheduler: scheduler)
        case .takeFor(let ticks): return input.take(for: .seconds(ticks), scheduler: scheduler)
        case .skipFor(let ticks): return input.skip(.seconds(ticks), scheduler: scheduler)
        case .delaySubscription(let ticks): return input.delaySubscription(.seconds(ticks), scheduler: scheduler)
        case .sampleInterval(let ticks): return input.sample(Observable<Int>.interval(.seconds(ticks), scheduler: scheduler))
        case .flatMapOne(let kind, let offset, let factory): return Operator.flatMap(kind, input) { factory.make($0 &+ offset) }
        case .retryForever: return input.retry()
        case .debug: return input.debug()
        case .throwingFactory(let resource):
            let thrown = DifferentialError(code: Operator.thrownCode)
            guard let resource else { return Observable.deferred { throw thrown } }
            if resource {
                return Observable.using({ () throws -> BooleanDisposable in throw thrown }, observableFactory: { _ in input })
            }
            return Observable.using({ BooleanDisposable() }, observableFactory: { _ in throw thrown })
        case .reentrantSend(let trigger):
            let feedback = PublishSubject<Int>()
            // The subject first: a source that emits while subscribed then finds it subscribed.
            return Observable.merge(feedback, input.do(onCompleted: { feedback.onCompleted() }))
                .do(onNext: { value in
                    if value == trigger { feedback.onNext(value &+ 100) }
                })
        case .disposeInHandler(let trigger):
            return Observable.create { observer in
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(input.subscribe(onNext: { value in
                    observer.onNext(value)
                    if value == trigger {
                        subscription.dispose()
                        observer.onCompleted()
                    }
                }, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() }))
                return subscription
            }
        case .flatMapInterval(let kind, let ticks):
            return Operator.flatMap(kind, input) { value in Observable<Int>.interval(.seconds(ticks), scheduler: scheduler).map { value &+ $0 } }
        case .flatMapIntervalOnce(let kind, let ticks):
            return Operator.flatMap(kind, input) { value in Observable<Int>.interval(.seconds(ticks), scheduler: scheduler).take(1).map { _ in value } }
        case .retryWhen(let attempts): return input.retry(when: Operator.retryHandler(attempts))
        case .flatMapEnding(let kind, let ending): return Operator.flatMap(kind, input) { ending.make($0) }
        case .flatMapTwo(let kind, let offset, let factory): return Operator.flatMap(kind, input) { factory.make($0, offset: offset) }
        case .observeOn: return input.observe(on: scheduler)
        case .subscribeOn: return input.subscribe(on: scheduler)
        case .catchSequence(let index): return Observable.catch(sequence: [input, sources[index].asObservable()])
        case .groupBy: return input.groupBy { Operator.key(2, $0) }.flatMap { group in group.map { Operator.combined(group.key, $0) } }
        case .decode: return input.map { Operator.json($0) }.decode(type: [Int].self, decoder: JSONDecoder()).map { $0[0] }
        case .withUnretained:
            let owner = UnretainedOwner()
            return input.withUnretained(owner).map { pair in withExtendedLifetime(owner) { pair.1 } }
        case .doNothing: return input.do(onNext: { _ in })
        case .infallibleFallback(let index, let value):
            return input.asInfallible(onErrorFallbackTo: sources[index].asInfallible(onErrorJustReturn: value)).asObservable()
        case .sharedSequence(let entry, let value, let op):
            if entry.isDriver {
                let driver = entry.driver(input, value: value)
                return op?.applySharedSequence(to: driver, fallback: value, sources: sources) ?? driver.asObservable()
            }
            let signal = entry.signal(input, value: value)
            return op?.applySharedSequence(to: signal, fallback: value, sources: sources) ?? signal.asObservable()
        case .single(let stage): return stage.apply(toSingleOf: input, sources: sources, scheduler: scheduler)
        case .maybe(let stage): return stage.apply(toMaybeOf: input, sources: sources, scheduler: scheduler)
        case .completable(let stage): return stage.apply(to: input, sources: sources)
        case .infallible(let value, let recovers, let op):
            let infallible = recovers ? input.asInfallible(onErrorRecover: { _ in Infallible.just(value) }) : input.asInfallible(onErrorJustReturn: value)
            return op.applyInfallible(to: infallible, fallback: value, sources: sources, scheduler: scheduler).asInfallible().asObservable()
        case .subject(let kind, let lateBy):
            return Observable.deferred {
                let (subject, observer) = kind.makeSubject()
                return SubjectKind.subscribedTwice(subject, lateBy: lateBy, scheduler: scheduler) { _ in input.subscribe(observer) }
            }
        case .relay(let kind, let lateBy):
            return Observable.deferred {
                let (relay, accept) = kind.makeRelay()
                return SubjectKind.subscribedTwice(relay, lateBy: lateBy, scheduler: scheduler) { observer in
                    input.subscribe(onNext: accept, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() })
                }
            }
        }
    }

    private static func flatMap(_ kind: FlatMapKind, _ input: Observable<Int>, _ inner: @escaping @Sendable (Int) -> Observable<Int>) -> Observable<Int> {
        switch kind {
        case .flatMap: return input.flatMap(inner)
        case .concatMap: return input.concatMap(inner)
        case .flatMapLatest: return input.flatMapLatest(inner)
        case .merge: return input.map(inner).merge()
        case .concat: return input.map(inner).concat()
        case .switchLatest: return input.map(inner).switchLatest()
        case .mergeTwoAtATime: return input.map(inner).merge(maxConcurrent: 2)
        case .flatMapFirst: return input.flatMapFirst(inner)
        }
    }
}

extension ModelEvent {
    /// The model's view of a library event.
    init(_ event: Event<Int>) {
        switch event {
        case .next(let value): self = .next(value)
        case .completed: self = .completed
        case .error(let error):
            if let error = error as? DifferentialError {
                self = .error(error.code)
            } else if let error = error as? RxError, let code = Operator.code(of: error) {
                self = .error(code)
            } else {
                self = .error(Operator.otherErrorCode)
            }
        }
    }

    /// The library event that the model's event stands for.
    var libraryEvent: Event<Int> {
        switch self {
        case .next(let value): return .next(value)
        case .completed: return .completed
        case .error(let code): return .error(Operator.rxError(code) ?? DifferentialError(code: code))
        }
    }
}

/// A seeded generator (SplitMix64), so that a seed replays a case exactly on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A pipeline of operators over hot sources, subscribed at 200 and disposed at `disposal`.
struct Pipeline: CustomStringConvertible {
    /// The events of each hot source; source `i` emits at ticks ending in `(i + 1) * 10`.
    var sources: [[Timed]]
    var operators: [Operator]
    var disposal: Int

    static let frameTicks = 100
    static let frames = 14
    static let maximumSources = 8

    var description: String {
        "source0" + operators.map { "\n    ." + $0.description }.joined() + "\n(subscribed at 200, disposed at \(disposal))"
    }

    /// Whether the model can predict this pipeline exactly (see `ReferenceModel`): at most one
    /// timed stage, and an `of` inner sequence only where no other trampolined work can
    /// interleave with it (not after `startWith`, `take(0)`, `retry`, which resubscribes and
    /// passes its last error on from the trampoline, or a `shared` stage, whose late
    /// subscription is replayed while it subscribes; and only once).
    var isPredictable: Bool {
        if operators.filter(\.isTimed).count > 1 { return false }
        // `retry()` only resubscribes a hot source, which never fails at once.
        if operators.dropFirst().contains(where: \.retriesForever) { return false }
        var subscribeTimeEmitter = false
        var pairs = 0
        var sharedSide = false
        for op in operators {
            // A retry resubscribing while a Driver's or Signal's side sequence delivers joins
            // its shared connection rather than subscribing the side again.
            if case .sharedSequence(_, _, let form?) = op, form.side != nil { sharedSide = true }
            if sharedSide && op.resubscribes { return false }
            switch op.innermost {
            case .startWith, .take(0), .retry, .retryForever, .retryWhen, .shared, .subject, .relay, .flatMapOne, .throwingFactory: subscribeTimeEmitter = true
            case .single(let stage) where stage.retryAttempts != nil: subscribeTimeEmitter = true
            case .flatMapPair, .flatMapTwo:
                if subscribeTimeEmitter { return false }
                pairs += 1
            default: break
            }
        }
        return pairs <= 1
    }

    /// A random pipeline of 1 to 6 stages over random hot sources.
    static func random<Generator: RandomNumberGenerator>(using rng: inout Generator) -> Pipeline {
        while true {
            var operators: [Operator] = []
            var sideCount = 0
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                operators.append(randomOperator(nextSide: sideCount + 1, using: &rng))
                if operators.last?.side != nil { sideCount += 1 }
            }
            let sources = (0...sideCount).map { randomSource($0, using: &rng) }
            let lastFrame = frames + 4
            let disposalFrame = Bool.random(using: &rng) ? lastFrame : Int.random(in: 0...lastFrame, using: &rng)
            let pipeline = Pipeline(sources: sources, operators: operators, disposal: 200 + disposalFrame * frameTicks + 99)
            if pipeline.isPredictable {
                return pipeline
            }
        }
    }

    static func randomSource<Generator: RandomNumberGenerator>(_ index: Int, using rng: inout Generator) -> [Timed] {
        let offset = (index + 1) * 10
        let frameList = (0..<frames).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)).sorted()
        var events = frameList.map { Timed(time: 200 + $0 * frameTicks + offset, event: .next(Int.random(in: 0...9, using: &rng))) }
        let endFrame = Int.random(in: (frameList.last.map { $0 + 1 } ?? 0)...frames, using: &rng)
        let endTime = 200 + endFrame * frameTicks + offset
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<9: events.append(Timed(time: endTime, event: .completed))
        case 9..<14: events.append(Timed(time: endTime, event: .error(index + 1)))
        default: break
        }
        return events
    }

    static func randomOperator<Generator: RandomNumberGenerator>(nextSide side: Int, using rng: inout Generator) -> Operator {
        let kind = FlatMapKind.allCases.randomElement(using: &rng)!
        switch Int.random(in: 0..<88, using: &rng) {
        case 55: return .flatMapTimer(kind, Int.random(in: 1...2, using: &rng) * frameTicks + 5)
        case 56: return .timeout(Int.random(in: 1...3, using: &rng) * frameTicks)
        case 57: return .timeoutSwitching(Int.random(in: 1...3, using: &rng) * frameTicks, side)
        case 58: return .takeFor(Int.random(in: 1...8, using: &rng) * frameTicks)
        case 59: return .skipFor(Int.random(in: 1...8, using: &rng) * frameTicks)
        case 60: return .delaySubscription(Int.random(in: 1...4, using: &rng) * frameTicks)
        case 61: return .sampleInterval(Int.random(in: 1...2, using: &rng) * frameTicks)
        case 62, 63:
            let lateBy = Int.random(in: 1...3, using: &rng) * frameTicks
            let kinds: [SubjectKind] = [.publish, .replay(Int.random(in: 1...2, using: &rng)), .replayUnbounded, .behavior(Int.random(in: 0...9, using: &rng)), .async]
            return .subject(kinds.randomElement(using: &rng)!, lateBy: lateBy)
        case 64:
            let kinds: [SubjectKind] = [.publish, .replay(Int.random(in: 1...2, using: &rng)), .replayUnbounded, .behavior(Int.random(in: 0...9, using: &rng))]
            return .relay(kinds.randomElement(using: &rng)!, lateBy: Int.random(in: 1...3, using: &rng) * frameTicks)
        case 65, 66: return .single(TraitStage.random(single: true, side: side, using: &rng))
        case 67: return .maybe(TraitStage.random(single: false, side: side, using: &rng))
        case 68:
            let stages: [CompletableStage] = [.concat(side), .merge(side), .zip(side), .concatFactory(Int.random(in: 0...3, using: &rng)), .doOnErrorThrowing]
            return .completable(stages.randomElement(using: &rng)!)
        case 69, 70: return .infallible(Int.random(in: 0...9, using: &rng), recovers: Bool.random(using: &rng), Operator.randomInfallibleForm(side: side, using: &rng))
        case 71: return .flatMapOne(kind, Int.random(in: 0...5, using: &rng), OneElementFactory.allCases.randomElement(using: &rng)!)
        case 72: return .flatMapTwo(kind, Int.random(in: 1...5, using: &rng), [TwoElementFactory.from, .range, .generate, .repeatElement].randomElement(using: &rng)!)
        case 73: return [.observeOn, .subscribeOn].randomElement(using: &rng)!
        case 74: return .catchSequence(side)
        case 75: return [.groupBy, .decode, .withUnretained].randomElement(using: &rng)!
        case 76: return .infallibleFallback(side, Int.random(in: 0...9, using: &rng))
        case 77: return .retryWhen(Int.random(in: 1...3, using: &rng))
        case 78: return Bool.random(using: &rng) ? .retryForever : .debug
        case 85: return .disposeInHandler(Int.random(in: 0...9, using: &rng))
        case 87: return .reentrantSend(Int.random(in: 0...9, using: &rng))
        case 86: return .throwingFactory(resource: [nil, true, false].randomElement(using: &rng)!)
        case 84: return .flatMapInterval(kind, Int.random(in: 1...2, using: &rng) * frameTicks + 5)
        case 79, 80: return .flatMapEnding(kind, InnerEnding.allCases.randomElement(using: &rng)!)
        case 81, 82, 83:
            let form = Bool.random(using: &rng) ? Operator.randomSharedSequenceForm(side: side, using: &rng) : nil
            return .sharedSequence(SharedSequenceEntry.allCases.randomElement(using: &rng)!, Int.random(in: 0...9, using: &rng), form)
        case 41, 42, 43: return .throwing(ThrowingClosure.allCases.randomElement(using: &rng)!, on: Int.random(in: 0...9, using: &rng))
        case 44: return .catchRethrowing
        case 45: return .enumerated
        case 46: return .scanInto(Int.random(in: 0...2, using: &rng))
        case 47: return .distinctMagnitude
        case 48: return .ifEmptyDefault(Int.random(in: 0...9, using: &rng))
        case 49: return .ifEmptySwitch(side)
        case 50: return .dematerialize(Int.random(in: 2...4, using: &rng))
        case 51: return .first
        case 52: return .singleElement
        case 53: return .asSingle
        case 54: return .asMaybe
        case 0: return .map(Int.random(in: 1...3, using: &rng), Int.random(in: -3...3, using: &rng))
        case 1: return .filter(Int.random(in: 2...3, using: &rng), Int.random(in: 0...1, using: &rng))
        case 2: return .compactMap(Int.random(in: 2...4, using: &rng))
        case 3: return .scan(Int.random(in: 0...2, using: &rng))
        case 4: return .reduce(Int.random(in: 0...2, using: &rng))
        case 5: return .toArray
        case 6: return .takeLast(Int.random(in: 0...3, using: &rng))
        case 7: return .take(Int.random(in: 0...4, using: &rng))
        case 8: return .takeWhile(Int.random(in: 2...9, using: &rng), inclusive: Bool.random(using: &rng))
        case 9: return .elementAt(Int.random(in: 0...3, using: &rng))
        case 10: return .skip(Int.random(in: 0...3, using: &rng))
        case 11: return .skipWhile(Int.random(in: 2...9, using: &rng))
        case 12: return .distinctUntilChanged([0, 2, 3].randomElement(using: &rng)!)
        case 13: return .startWith((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...9, using: &rng) })
        case 14: return .ignoreElements
        case 15: return .materialize
        case 16: return .catchAndReturn(Int.random(in: 0...9, using: &rng))
        case 17: return .flatMapJust(kind, Int.random(in: 0...5, using: &rng))
        case 18: return .flatMapPair(kind, Int.random(in: 1...5, using: &rng))
        case 19: return .concat(side)
        case 20: return .catchWith(side)
        case 21, 22: return .merge(side)
        case 23: return .amb(side)
        case 24: return .zip(side)
        case 25: return .combineLatest(side)
        case 26: return .withLatestFrom(side)
        case 27: return .delay(Int.random(in: 1...3, using: &rng) * frameTicks)
        case 28: return .debounce(Int.random(in: 1...2, using: &rng) * frameTicks)
        case 29: return .takeUntil(side)
        case 30: return .skipUntil(side)
        case 31: return .sample(side)
        case 35: return .throttle(Int.random(in: 1...3, using: &rng) * frameTicks, latest: Bool.random(using: &rng))
        case 34: return .retry(Int.random(in: 0...3, using: &rng))
        case 32, 33: return .flatMapCold(kind, Int.random(in: 1...2, using: &rng) * frameTicks)
        case 36: return .buffer(Int.random(in: 1...3, using: &rng) * frameTicks, count: Int.random(in: 1...3, using: &rng))
        case 37: return .window(Int.random(in: 1...3, using: &rng) * frameTicks, count: Int.random(in: 1...3, using: &rng))
        case 38, 39:
            let sharing: Sharing
            switch Int.random(in: 0..<9, using: &rng) {
            case 7: sharing = .infallibleShare(replay: Int.random(in: 0...2, using: &rng), forever: Bool.random(using: &rng), fallback: Int.random(in: 0...9, using: &rng))
            case 0: sharing = .share(replay: Int.random(in: 0...2, using: &rng), forever: Bool.random(using: &rng))
            case 1: sharing = .replayRefCount(Int.random(in: 1...2, using: &rng))
            case 2: sharing = .publishRefCount
            case 3: sharing = .publishConnected
            case 4: sharing = .replayAllRefCount
            case 5: sharing = .multicastFactory(Int.random(in: 0...2, using: &rng))
            case 6: sharing = .multicastSubject(Int.random(in: 0...2, using: &rng))
            default: sharing = .replayConnected(Int.random(in: 1...2, using: &rng))
            }
            let firstTake = Bool.random(using: &rng) ? Int.random(in: 1...2, using: &rng) : nil
            return .shared(sharing, firstTake: firstTake, lateBy: Int.random(in: 1...3, using: &rng) * frameTicks)
        default: return .map(1, Int.random(in: 1...2, using: &rng))
        }
    }
}

/// What happened in one run of a pipeline, by the library or by the model.
struct PipelineOutcome: Equatable {
    var events: [Timed]
    /// The subscriptions of every hot source, by index.
    var subscriptions: [[ModelSubscription]]

    /// The model's prediction for `pipeline`.
    init(modelOf pipeline: Pipeline) {
        let result = ReferenceModel(pipeline: pipeline).run()
        events = result.events
        subscriptions = pipeline.sources.indices.map { PipelineOutcome.compared(result.subscriptions[$0] ?? []) }
    }

    /// The subscriptions that are compared: all but those that start and end at the same tick.
    ///
    /// When a stage is disposed while the pipeline, or part of it, is being subscribed (a
    /// `startWith` value met a `take(1)`, at tick 200 or when a `shared` stage subscribes its
    /// input again; or what a late subscriber is replayed ends the pipeline), whether a source
    /// is still subscribed, and disposed at once, depends on which sink was disposed and when
    /// its operator checks: the model, which works with ticks, does not tell these apart, and
    /// no element can pass through such a subscription.
    static func compared(_ subscriptions: [ModelSubscription]) -> [ModelSubscription] {
        subscriptions.filter { $0.start != $0.end }
    }

    /// Runs `body` with standard output sent to /dev/null when `silenced`: what `debug()` prints.
    static func silencingStandardOutput(if silenced: Bool, _ body: () -> Void) {
        guard silenced else { return body() }
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        close(null)
        body()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }

    /// What the library does with `pipeline` on a `TestScheduler`.
    init(libraryRunOf pipeline: Pipeline) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = pipeline.sources.map { events in
            scheduler.createHotObservable(events.map { Recorded(time: $0.time, value: $0.event.libraryEvent) })
        }
        let operators = pipeline.operators
        var recorded: [Recorded<Event<Int>>] = []
        // Drivers and Signals, and those their operators make while the pipeline runs, deliver
        // on the test scheduler.
        SharingScheduler.mock(scheduler: scheduler) {
            PipelineOutcome.silencingStandardOutput(if: pipeline.description.contains("debug()")) {
                recorded = scheduler.start(created: 100, subscribed: 200, disposed: pipeline.disposal) {
                    operators.reduce(sources[0].asObservable()) { $1.apply(to: $0, sources: sources, scheduler: scheduler) }
                }.events
            }
        }
        events = recorded.map { Timed(time: $0.time, event: ModelEvent($0.value)) }
        subscriptions = sources.map { source in
            PipelineOutcome.compared(source.subscriptions.map { ModelSubscription(start: $0.subscribe, end: $0.unsubscribe) })
        }
    }
}

/// Finding, shrinking and describing disagreements between the library and the model.
enum Differential {
    /// The model's and the library's outcomes, when they differ.
    static func disagreement(_ pipeline: Pipeline) -> (model: PipelineOutcome, library: PipelineOutcome)? {
        let model = PipelineOutcome(modelOf: pipeline)
        let library = PipelineOutcome(libraryRunOf: pipeline)
        return model == library ? nil : (model, library)
    }

    /// A smaller pipeline that still disagrees: stages and events are removed one at a time as
    /// long as the disagreement stays.
    static func shrink(_ pipeline: Pipeline) -> Pipeline {
        var current = pipeline
        var improved = true
        while improved {
            improved = false
            for candidate in smallerCandidates(of: current) where candidate.isPredictable && disagreement(candidate) != nil {
                current = candidate
                improved = true
                break
            }
        }
        return current
    }

    static func smallerCandidates(of pipeline: Pipeline) -> [Pipeline] {
        var candidates: [Pipeline] = []
        for index in pipeline.operators.indices where pipeline.operators.count > 1 {
            var smaller = pipeline
            smaller.operators.remove(at: index)
            candidates.append(smaller)
        }
        for source in pipeline.sources.indices {
            for index in pipeline.sources[source].indices {
                var smaller = pipeline
                smaller.sources[source].remove(at: index)
                candidates.append(smaller)
            }
        }
        let latest = 200 + (Pipeline.frames + 4) * Pipeline.frameTicks + 99
        if pipeline.disposal != latest {
            var later = pipeline
            later.disposal = latest
            candidates.append(later)
        }
        return candidates
    }

    /// The pipeline, its sources as marble timelines, and how the library's outcome differs
    /// from the model's.
    static func report(_ pipeline: Pipeline) -> String {
        let model = PipelineOutcome(modelOf: pipeline)
        let library = PipelineOutcome(libraryRunOf: pipeline)
        func recorded(_ events: [Timed]) -> [Recorded<Event<Int>>] {
            events.map { Recorded(time: $0.time, value: $0.event.libraryEvent) }
        }
        var lines = ["pipeline:", pipeline.description, "sources:"]
        let used = Set([0] + pipeline.operators.compactMap(\.side))
        for (index, events) in pipeline.sources.enumerated() where used.contains(index) {
            lines.append("  source\(index): \(MarbleDiagram.timeline(recorded(events)))    \(events.map { "\($0.event)@\($0.time)" }.joined(separator: " "))")
        }
        lines.append("events (expected = reference model, actual = library):")
        lines.append(MarbleDiagram.comparison(expected: recorded(model.events), actual: recorded(library.events)) ?? "  the same")
        lines.append("  model:   \(model.events.map { "\($0.event)@\($0.time)" }.joined(separator: " "))")
        lines.append("  library: \(library.events.map { "\($0.event)@\($0.time)" }.joined(separator: " "))")
        for index in pipeline.sources.indices where model.subscriptions[index] != library.subscriptions[index] {
            lines.append("subscriptions of source\(index): model \(model.subscriptions[index]), library \(library.subscriptions[index])")
        }
        return lines.joined(separator: "\n")
    }
}
