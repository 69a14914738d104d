import Dispatch
import Foundation
import OpenCombine
import RxCocoa
import RxRelay
import RxSwift

// The scale section: what one operation costs as the number of subscriptions (or disposables)
// one source holds grows from 1,000 to 100,000, in one process. A cost that does not depend on
// that number shows a growth (cost at 100,000 / cost at 1,000) near 1; a linear one about 100.
//
// Every size keeps the same 100,000 subscriptions alive, spread over 100,000 / n sources
// (subscription i goes to source i % sources) and disposed in one shuffled order across all of
// them. The memory an operation touches is then the same at every size: a shuffled order over
// 100,000 live subscriptions misses the caches at every size, so the growth shows how the cost
// depends on n and not how much of the working set fits in the caches (with one source of n
// subscriptions, releasing n plain objects in shuffled order alone grows about 5x on the
// machine of the published table).

/// The sizes every operation runs at.
let scaleSizes = [1_000, 10_000, 100_000]

/// The subscriptions (or disposables) alive at every size.
let scaleLiveCount = 100_000

/// The growth the full run aims to stay under.
let scaleGrowthTarget = 1.5

/// The growth above which the quick mode fails: far above noise and cache effects, far below
/// the 100x of a linear cost.
let scaleGrowthLimit = 3.0

/// Elements sent to every source in the delivery row, each to all sources before the next.
let scaleElementsDelivered = 10

/// How one run of an operation is laid out: `sources` sources of `size` subscriptions each.
struct ScaleShape {
    let size: Int
    let sources: Int
    var total: Int { size * sources }
}

/// Time spent in a run's timed phase and the operations it covered.
struct ScaleSample {
    let nanoseconds: UInt64
    let operations: Int
}

/// One operation of the scale section, for each contestant.
struct ScaleOperation {
    let name: String
    let rx: (ScaleShape) -> ScaleSample
    let openCombine: ((ScaleShape) -> ScaleSample)?
}

/// Nanoseconds per operation at each of `scaleSizes`.
struct ScaleCosts {
    let costs: [Double]
    var growth: Double { costs[costs.count - 1] / costs[0] }
}

/// A measured operation.
struct ScaleResult {
    let operation: ScaleOperation
    let rx: ScaleCosts
    let openCombine: ScaleCosts?
}

/// Nanoseconds `body` took.
@inline(__always)
func nanoseconds(_ body: () -> Void) -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return DispatchTime.now().uptimeNanoseconds - start
}

/// Stops the process with `message` when `condition` does not hold.
func scaleCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("scale check failed: \(message())\n".utf8))
        exit(1)
    }
}

/// `0..<count` in a shuffled order, the same on every run (SplitMix64 drives a Fisher-Yates
/// shuffle).
func shuffledIndices(_ count: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
    var indices = Array(0..<count)
    for index in stride(from: count - 1, to: 0, by: -1) {
        indices.swapAt(index, Int(next() % UInt64(index + 1)))
    }
    return indices
}

/// Makes `count` subscriptions with `subscribe(i)`, then disposes them in shuffled order, all
/// timed; one operation is one subscribe plus one dispose.
func subscribeThenDisposeShuffled<Subscription>(_ count: Int, subscribe: (Int) -> Subscription, dispose: (Subscription) -> Void) -> ScaleSample {
    let order = shuffledIndices(count)
    var subscriptions: [Subscription] = []
    subscriptions.reserveCapacity(count)
    let elapsed = nanoseconds {
        for index in 0..<count {
            subscriptions.append(subscribe(index))
        }
        for index in order {
            dispose(subscriptions[index])
        }
    }
    return ScaleSample(nanoseconds: elapsed, operations: count)
}

/// Makes `count` subscriptions with `subscribe(i)` (untimed), then times disposing them in
/// shuffled order; one operation is one dispose.
func disposeShuffled<Subscription>(_ count: Int, subscribe: (Int) -> Subscription, dispose: (Subscription) -> Void) -> ScaleSample {
    let order = shuffledIndices(count)
    let subscriptions = (0..<count).map(subscribe)
    let elapsed = nanoseconds {
        for index in order {
            dispose(subscriptions[index])
        }
    }
    return ScaleSample(nanoseconds: elapsed, operations: count)
}

/// OpenCombine's side of a "subscribe + dispose" row: `sink` and `cancel()`.
func combineSubscribeCancel<Source: OpenCombine.Publisher>(_ shape: ScaleShape, _ makeSource: () -> Source) -> ScaleSample where Source.Output == Int, Source.Failure == Never {
    let sources = (0..<shape.sources).map { _ in makeSource() }
    let result = Accumulator()
    return subscribeThenDisposeShuffled(shape.total, subscribe: { index in
        sources[index % sources.count].sink { result.sum &+= $0 }
    }, dispose: { $0.cancel() })
}

/// Subscribes a closure that adds each element to `result`, the way the timed workloads do.
///
/// Every subscription of the scale section and the memory report goes through this one call
/// of `subscribe(onNext:)` on `Observable<Int>`: more specialisations and call sites of it
/// change which copies LLVM's function merging folds together, which moved the timed
/// workloads' figures by up to 8% in instruction counts.
@inline(never)
func subscribeAdding(_ source: Observable<Int>, to result: Accumulator) -> Disposable {
    source.subscribe(onNext: { result.sum &+= $0 })
}

/// A "subscribe + dispose, random order" row. `hasObservers` (of the subject behind a source)
/// must be false again after the disposals.
func subscribeDisposeRow(
    _ name: String, source: @escaping () -> (observable: Observable<Int>, hasObservers: () -> Bool), openCombine: ((ScaleShape) -> ScaleSample)? = nil
) -> ScaleOperation {
    ScaleOperation(
        name: "\(name): subscribe + dispose, random order",
        rx: { shape in
            let sources = (0..<shape.sources).map { _ in source() }
            let result = Accumulator()
            let sample = subscribeThenDisposeShuffled(shape.total, subscribe: { index in
                subscribeAdding(sources[index % sources.count].observable, to: result)
            }, dispose: { $0.dispose() })
            scaleCheck(!sources.contains { $0.hasObservers() }, "\(name) still has observers after every subscription was disposed")
            return sample
        },
        openCombine: openCombine
    )
}

/// Times sending `scaleElementsDelivered` elements, each to every one of `shape.sources`
/// subjects made by `make` that `shape.size` subscribers each joined; one operation is one
/// element reaching one subscriber.
func deliverySample<Subject, Subscription>(
    _ shape: ScaleShape, label: String, make: () -> Subject, subscribe: (Subject, Accumulator) -> Subscription,
    send: (Subject, Int) -> Void, end: (Subscription) -> Void
) -> ScaleSample {
    let subjects = (0..<shape.sources).map { _ in make() }
    let result = Accumulator()
    let subscriptions = (0..<shape.total).map { index in subscribe(subjects[index % subjects.count], result) }
    let elapsed = nanoseconds {
        for value in 1...scaleElementsDelivered {
            for subject in subjects { send(subject, value) }
        }
    }
    subscriptions.forEach(end)
    scaleCheck(result.sum == shape.total * deliveredSum, "\(label) delivered a wrong sum")
    return ScaleSample(nanoseconds: elapsed, operations: shape.total * scaleElementsDelivered)
}

/// Every operation of the scale section, in the order of the published table.
var scaleOperations: [ScaleOperation] {
    [
        ScaleOperation(
            name: "PublishSubject: dispose one of n subscriptions, random order",
            rx: { shape in
                let subjects = (0..<shape.sources).map { _ in PublishSubject<Int>() }
                let result = Accumulator()
                let sample = disposeShuffled(shape.total, subscribe: { index in
                    subscribeAdding(subjects[index % subjects.count], to: result)
                }, dispose: { $0.dispose() })
                scaleCheck(!subjects.contains { $0.hasObservers }, "PublishSubject still has observers")
                return sample
            },
            openCombine: { shape in
                let subjects = (0..<shape.sources).map { _ in PassthroughSubject<Int, Never>() }
                let result = Accumulator()
                return disposeShuffled(shape.total, subscribe: { index in
                    subjects[index % subjects.count].sink { result.sum &+= $0 }
                }, dispose: { $0.cancel() })
            }
        ),
        subscribeDisposeRow("PublishSubject", source: {
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), { subject.hasObservers })
        }, openCombine: { shape in combineSubscribeCancel(shape) { PassthroughSubject<Int, Never>() } }),
        subscribeDisposeRow("BehaviorSubject", source: {
            let subject = BehaviorSubject(value: 0)
            return (subject.asObservable(), { subject.hasObservers })
        }, openCombine: { shape in combineSubscribeCancel(shape) { CurrentValueSubject<Int, Never>(0) } }),
        subscribeDisposeRow("ReplaySubject.create(bufferSize: 1)", source: {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(0)
            return (subject.asObservable(), { subject.hasObservers })
        }),
        subscribeDisposeRow("AsyncSubject", source: {
            let subject = AsyncSubject<Int>()
            return (subject.asObservable(), { subject.hasObservers })
        }),
        subscribeDisposeRow("PublishRelay", source: {
            (PublishRelay<Int>().asObservable(), { false })
        }),
        subscribeDisposeRow("BehaviorRelay", source: {
            (BehaviorRelay(value: 0).asObservable(), { false })
        }, openCombine: { shape in combineSubscribeCancel(shape) { CurrentValueSubject<Int, Never>(0) } }),
        subscribeDisposeRow("ReplayRelay.create(bufferSize: 1)", source: {
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            relay.accept(0)
            return (relay.asObservable(), { false })
        }),
        subscribeDisposeRow("`share(replay: 0)`", source: {
            let subject = PublishSubject<Int>()
            return (subject.share(replay: 0), { subject.hasObservers })
        }, openCombine: { shape in combineSubscribeCancel(shape) { PassthroughSubject<Int, Never>().share() } }),
        subscribeDisposeRow("`share(replay: 1)`", source: {
            let subject = BehaviorSubject(value: 0)
            return (subject.share(replay: 1), { subject.hasObservers })
        }),
        subscribeDisposeRow("`share(replay: 2)`", source: {
            let subject = BehaviorSubject(value: 0)
            return (subject.share(replay: 2), { subject.hasObservers })
        }),
        // `drive(onNext:)` and `emit(onNext:)` are this subscription after their main-thread
        // check; the scale section runs on the main thread, where both deliver at once.
        subscribeDisposeRow("Driver (`BehaviorRelay.asDriver()`)", source: {
            (BehaviorRelay(value: 0).asDriver().asObservable(), { false })
        }),
        subscribeDisposeRow("Signal (`PublishRelay.asSignal()`)", source: {
            (PublishRelay<Int>().asSignal().asObservable(), { false })
        }),
        subscribeDisposeRow("`publish().refCount()`", source: {
            let subject = PublishSubject<Int>()
            return (subject.publish().refCount(), { subject.hasObservers })
        }, openCombine: { shape in
            combineSubscribeCancel(shape) { PassthroughSubject<Int, Never>().multicast(subject: PassthroughSubject()).autoconnect() }
        }),
        ScaleOperation(
            name: "CompositeDisposable: insert + remove by key, random order",
            rx: { shape in
                let composites = (0..<shape.sources).map { _ in CompositeDisposable() }
                let members = (0..<shape.total).map { _ in Disposables.create {} }
                let sample = subscribeThenDisposeShuffled(shape.total, subscribe: { index in
                    (composite: composites[index % composites.count], key: composites[index % composites.count].insert(members[index]))
                }, dispose: { member in
                    if let key = member.key { member.composite.remove(for: key) }
                })
                scaleCheck(composites.allSatisfy { $0.count == 0 }, "CompositeDisposable still has members")
                return sample
            },
            openCombine: { shape in
                var sets = Array(repeating: Set<AnyCancellable>(), count: shape.sources)
                let members = (0..<shape.total).map { _ in AnyCancellable {} }
                let sample = subscribeThenDisposeShuffled(shape.total, subscribe: { index in
                    sets[index % sets.count].insert(members[index])
                    return index
                }, dispose: { index in
                    sets[index % sets.count].remove(members[index])?.cancel()
                })
                scaleCheck(sets.allSatisfy(\.isEmpty), "the Set of AnyCancellable still has members")
                return sample
            }
        ),
        ScaleOperation(
            name: "PublishSubject: subscribe (n existing)",
            rx: { shape in
                let subjects = (0..<shape.sources).map { _ in PublishSubject<Int>() }
                let result = Accumulator()
                var subscriptions: [Disposable] = []
                subscriptions.reserveCapacity(shape.total)
                let elapsed = nanoseconds {
                    for index in 0..<shape.total {
                        subscriptions.append(subscribeAdding(subjects[index % subjects.count], to: result))
                    }
                }
                subscriptions.forEach { $0.dispose() }
                return ScaleSample(nanoseconds: elapsed, operations: shape.total)
            },
            openCombine: { shape in
                let subjects = (0..<shape.sources).map { _ in PassthroughSubject<Int, Never>() }
                let result = Accumulator()
                var cancellables: [AnyCancellable] = []
                cancellables.reserveCapacity(shape.total)
                let elapsed = nanoseconds {
                    for index in 0..<shape.total {
                        cancellables.append(subjects[index % subjects.count].sink { result.sum &+= $0 })
                    }
                }
                cancellables.forEach { $0.cancel() }
                return ScaleSample(nanoseconds: elapsed, operations: shape.total)
            }
        ),
        ScaleOperation(
            name: "PublishSubject: deliver one element to one of n subscribers",
            rx: { shape in
                deliverySample(shape, label: "PublishSubject", make: { PublishSubject<Int>() }, subscribe: subscribeAdding,
                               send: { $0.onNext($1) }, end: { $0.dispose() })
            },
            openCombine: { shape in
                deliverySample(shape, label: "PassthroughSubject", make: { PassthroughSubject<Int, Never>() },
                               subscribe: { subject, result in subject.sink { result.sum &+= $0 } }, send: { $0.send($1) }, end: { $0.cancel() })
            }
        ),
        ScaleOperation(
            name: "DisposeBag: insert, then release the bag",
            rx: { shape in
                let members = (0..<shape.total).map { _ in Disposables.create {} }
                var bags = (0..<shape.sources).map { _ in DisposeBag() }
                let elapsed = nanoseconds {
                    for index in 0..<shape.total { bags[index % bags.count].insert(members[index]) }
                    bags = []
                }
                return ScaleSample(nanoseconds: elapsed, operations: shape.total)
            },
            openCombine: { shape in
                let members = (0..<shape.total).map { _ in AnyCancellable {} }
                var sets = Array(repeating: Set<AnyCancellable>(), count: shape.sources)
                let elapsed = nanoseconds {
                    for index in 0..<shape.total { sets[index % sets.count].insert(members[index]) }
                    // A released bag disposes every member; a released set cancels only the
                    // members it held the last reference to, and `members` holds them all here,
                    // so the set's members are cancelled as the bag's are disposed.
                    for set in sets { for member in set { member.cancel() } }
                    sets = []
                }
                return ScaleSample(nanoseconds: elapsed, operations: shape.total)
            }
        ),
    ]
}

/// What one subscriber of the delivery row adds up: 1 + 2 + ... + `scaleElementsDelivered`.
let deliveredSum = scaleElementsDelivered * (scaleElementsDelivered + 1) / 2

/// Nanoseconds per operation of `run` at each size: the best of `repetitions` runs.
func scaleCosts(_ run: (ScaleShape) -> ScaleSample, repetitions: Int) -> ScaleCosts {
    ScaleCosts(costs: scaleSizes.map { size in
        let shape = ScaleShape(size: size, sources: scaleLiveCount / size)
        return (0..<repetitions).map { _ in
            let sample = run(shape)
            return Double(sample.nanoseconds) / Double(sample.operations)
        }.min() ?? .infinity
    })
}

/// Measures every operation; OpenCombine too unless `withOpenCombine` is false.
func measureScale(repetitions: Int, withOpenCombine: Bool) -> [ScaleResult] {
    scaleOperations.map { operation in
        let rx = scaleCosts(operation.rx, repetitions: repetitions)
        let openCombine = withOpenCombine ? operation.openCombine.map { scaleCosts($0, repetitions: repetitions) } : nil
        return ScaleResult(operation: operation, rx: rx, openCombine: openCombine)
    }
}

/// The scale results as a Markdown table.
func scaleTable(_ results: [ScaleResult]) -> String {
    func format(_ value: Double) -> String {
        value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
    }
    func growth(_ costs: ScaleCosts) -> String { String(format: "%.2f", costs.growth) }
    let sizes = scaleSizes.map { "n = \($0.formatted())" }
    var lines = [
        "| operation | " + sizes.joined(separator: " | ") + " | growth | OpenCombine: " + sizes.joined(separator: " | ") + " | OpenCombine growth |",
        "|---|" + String(repeating: "---:|", count: 2 * scaleSizes.count + 2),
    ]
    for result in results {
        let verdict = result.rx.growth < scaleGrowthTarget ? "" : " ✗"
        var line = "| \(result.operation.name) | " + result.rx.costs.map(format).joined(separator: " | ") + " | \(growth(result.rx))\(verdict) | "
        if let combine = result.openCombine {
            line += combine.costs.map(format).joined(separator: " | ") + " | \(growth(combine)) |"
        } else {
            line += String(repeating: "n/a | ", count: scaleSizes.count + 1)
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// The quick mode's verdict: the operations whose growth is above `scaleGrowthLimit`.
func scaleFailures(_ results: [ScaleResult]) -> [String] {
    results.filter { $0.rx.growth > scaleGrowthLimit }.map { result in
        "\(result.operation.name): growth \(String(format: "%.2f", result.rx.growth)) (costs \(result.rx.costs.map { String(format: "%.1f", $0) }.joined(separator: ", ")) ns) is above \(scaleGrowthLimit)"
    }
}
