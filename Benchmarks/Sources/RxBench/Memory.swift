import Foundation
import MallocCounter
import OpenCombine
import RxSwift

// The memory report: heap allocations per subscription of `just(1).map.filter` for the three
// contestants, and whether peak resident memory stays flat over a million subscribe/dispose
// cycles of this library.

/// The most heap allocations one subscribe + dispose of a pre-built `just(1).map.filter` chain of
/// this library may make; the quick mode fails above it. It is the measured value, so any added
/// allocation fails; lower it whenever the core needs fewer.
let subscriptionAllocationCeiling = 4.0

/// Slack on the ceiling and the calibration for stray allocations by other threads (the counter
/// is process-wide).
let subscriptionAllocationSlack = 0.05

/// How far peak resident memory may grow over the flat-memory cycles.
let residentGrowthBound = 1 << 20

/// Subscribe/dispose cycles of the flat-memory check, and the warm-up before its first reading.
let flatMemoryCycles = 1_000_000
let flatMemoryWarmUpCycles = 10_000

/// Subscriptions per allocation probe; each contestant runs once to warm up, then this many and
/// twice this many times, and the difference divided by this is the per-subscription figure
/// (one-time costs such as building a pre-built chain cancel out).
let allocationProbeCount = 10_000

/// Subscribers added per bytes-per-subscriber probe, after a first one that pays one-time costs.
let subscriberProbeCount = 10_000

/// Heap allocations and frees counted while `body` ran; nil where the platform cannot count.
func heapActivity(during body: () -> Void) -> (allocations: UInt64, frees: UInt64)? {
    guard mc_is_available() else {
        body()
        return nil
    }
    mc_reset()
    mc_set_counting(true)
    body()
    mc_set_counting(false)
    return (mc_allocation_count(), mc_free_count())
}

/// Runs `run` for `count` subscriptions and stops the process unless each delivered 2.
func checkedRun(_ run: Run, count: Int, label: String) {
    let checksum = run(count)
    // Every probe delivers `just(1).map { $0 + 1 }`, 2, once per subscription.
    let expected = 2 * count
    guard checksum == expected else {
        FileHandle.standardError.write(Data("checksum mismatch in \(label): \(checksum) != \(expected)\n".utf8))
        exit(1)
    }
}

/// Heap allocations per subscription made by `run`; nil where the platform cannot count.
func allocationsPerSubscription(_ run: Run, label: String) -> Double? {
    checkedRun(run, count: allocationProbeCount, label: label)
    guard let once = heapActivity(during: { checkedRun(run, count: allocationProbeCount, label: label) }),
          let twice = heapActivity(during: { checkedRun(run, count: 2 * allocationProbeCount, label: label) })
    else { return nil }
    return (Double(twice.allocations) - Double(once.allocations)) / Double(allocationProbeCount)
}

/// One row of the allocation table: the same shape of work for each contestant.
struct AllocationProbe {
    /// What one unit of the row is.
    let name: String
    let rx: Run
    let openCombine: Run
    let baseline: Run
}

/// A baseline subscription: the one object a hand-written subscription must allocate.
final class BaselineChainSubscription {
    let deliver: (Int) -> Void
    init(_ deliver: @escaping (Int) -> Void) { self.deliver = deliver }
}

/// The baseline's pre-built chain: given the downstream sink, makes the subscription that maps
/// and filters into it.
final class BaselineChain {
    @inline(never)
    func subscribe(_ sink: @escaping (Int) -> Void) -> BaselineChainSubscription {
        BaselineChainSubscription { value in
            let mapped = value &+ 1
            if mapped > 0 { sink(mapped) }
        }
    }
}

/// The full cycle: build the chain, subscribe, dispose; exactly the `subscribe_dispose` workload.
var fullCycleProbe: AllocationProbe {
    AllocationProbe(
        name: "chain + subscribe + dispose",
        rx: subscribeDispose.rx,
        openCombine: subscribeDispose.openCombine!,
        baseline: subscribeDispose.baseline
    )
}

/// Only the subscription: the chain is built once per run, then subscribed to and disposed of.
var subscriptionProbe: AllocationProbe {
    AllocationProbe(
        name: "subscribe + dispose of a pre-built chain",
        rx: { count in
            let result = Accumulator()
            let chain = Observable.just(1)
                .map { $0 &+ 1 }
                .filter { $0 > 0 }
            for _ in 0..<count {
                let subscription = chain.subscribe(onNext: { result.sum &+= $0 })
                subscription.dispose()
            }
            return result.sum
        },
        openCombine: { count in
            let result = Accumulator()
            let chain = Just(1)
                .map { $0 &+ 1 }
                .filter { $0 > 0 }
            for _ in 0..<count {
                let cancellable = chain.sink { result.sum &+= $0 }
                cancellable.cancel()
            }
            return result.sum
        },
        baseline: { count in
            let result = Accumulator()
            let chain = opaque(BaselineChain())
            for _ in 0..<count {
                let subscription = opaque(chain.subscribe { result.sum &+= $0 })
                subscription.deliver(1)
            }
            return result.sum
        }
    )
}

/// The calibration's object: a loop that makes one per iteration must count one allocation each.
final class CalibrationObject {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Allocates one `CalibrationObject` per unit; its checksum matches the probes'.
func calibrationRun(_ count: Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        sum &+= opaque(CalibrationObject(2)).value
    }
    return sum
}

/// Heap bytes each live subscriber keeps, by `malloc_usable_size`: `subscriberProbeCount`
/// subscriptions made with `subscribe` are held while counting, then ended with `end`. The
/// figure includes the subscriber's closure context and its share of the subject's grown
/// observer storage.
func bytesPerLiveSubscriber<Subscription>(subscribe: () -> Subscription, end: (Subscription) -> Void) -> Double {
    var subscriptions: [Subscription] = []
    subscriptions.reserveCapacity(subscriberProbeCount + 1)
    subscriptions.append(subscribe())
    mc_reset()
    mc_set_counting(true)
    for _ in 0..<subscriberProbeCount {
        subscriptions.append(subscribe())
    }
    mc_set_counting(false)
    let bytes = mc_net_bytes()
    subscriptions.forEach(end)
    return Double(bytes) / Double(subscriberProbeCount)
}

/// Bytes per live subscriber of a `PublishSubject` and of OpenCombine's `PassthroughSubject`,
/// each subscribed with a closure that adds to a shared accumulator.
func measureBytesPerSubscriber() -> (rx: Double, openCombine: Double) {
    let result = Accumulator()
    let subject = PublishSubject<Int>()
    let rx = bytesPerLiveSubscriber(subscribe: { subscribeAdding(subject, to: result) }, end: { $0.dispose() })
    let passthrough = PassthroughSubject<Int, Never>()
    let openCombine = bytesPerLiveSubscriber(subscribe: { passthrough.sink { result.sum &+= $0 } }, end: { $0.cancel() })
    return (rx, openCombine)
}

/// Allocations per subscription measured for one probe.
struct AllocationResult {
    let probe: AllocationProbe
    let rx: Double
    let openCombine: Double
    let baseline: Double
}

/// Peak resident memory over the flat-memory cycles.
struct FlatMemoryResult {
    /// Peak resident bytes after the warm-up and after the cycles.
    let peakBefore: Int
    let peakAfter: Int
    /// Allocations and frees counted during the cycles, where the platform counts.
    let activity: (allocations: UInt64, frees: UInt64)?

    var growth: Int { peakAfter - peakBefore }
    var isFlat: Bool { growth <= residentGrowthBound }
}

/// The whole memory report.
struct MemoryReport {
    /// Nil where the platform cannot count allocations.
    let allocations: [AllocationResult]?
    /// Allocations counted per iteration of the calibration loop (which makes one object each);
    /// nil where the platform cannot count.
    let calibration: Double?
    let flatMemory: FlatMemoryResult
    /// Heap bytes per live subscriber of a subject; nil where the platform cannot count.
    let bytesPerSubscriber: (rx: Double, openCombine: Double)?

    /// This library's allocations per subscription of a pre-built chain, the gated figure.
    var subscriptionAllocations: Double? {
        allocations?.first { $0.probe.name == subscriptionProbe.name }?.rx
    }

    var fullCycleAllocations: Double? {
        allocations?.first { $0.probe.name == fullCycleProbe.name }?.rx
    }

    var isWithinCeiling: Bool {
        guard let measured = subscriptionAllocations else { return true }
        return measured <= subscriptionAllocationCeiling + subscriptionAllocationSlack
    }

    /// Why the report fails, or nil when it passes.
    var failures: [String] {
        var failures: [String] = []
        if let calibration, abs(calibration - 1) > subscriptionAllocationSlack {
            failures.append("the allocation counter saw \(allocationFigure(calibration)) allocations per iteration of a loop that allocates one object per iteration")
        }
        if !flatMemory.isFlat {
            failures.append("peak RSS grew by \(kibibytes(flatMemory.growth)) KiB over \(flatMemoryCycles) subscribe/dispose cycles; the bound is \(kibibytes(residentGrowthBound)) KiB")
        }
        if let measured = subscriptionAllocations, !isWithinCeiling {
            failures.append("one subscribe + dispose of a pre-built just(1).map.filter makes \(allocationFigure(measured)) allocations; the ceiling is \(allocationFigure(subscriptionAllocationCeiling)) (subscriptionAllocationCeiling in Benchmarks/Sources/RxBench/Memory.swift)")
        }
        return failures
    }
}

/// Peak resident set size of this process, in bytes.
func peakResidentBytes() -> Int {
    #if os(Linux)
    statusBytes("VmHWM")
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    // Darwin reports ru_maxrss in bytes.
    return Int(usage.ru_maxrss)
    #endif
}

/// Resident set size of this process now, in bytes (where only the peak is known, the peak).
func residentBytes() -> Int {
    #if os(Linux)
    statusBytes("VmRSS")
    #else
    peakResidentBytes()
    #endif
}

#if os(Linux)
/// The figure of `field` in /proc/self/status, in bytes ("VmHWM:     12345 kB").
private func statusBytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
          let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else {
        FileHandle.standardError.write(Data("cannot read \(field) from /proc/self/status\n".utf8))
        exit(1)
    }
    return kibibytes * 1024
}
#endif

/// Runs the flat-memory cycles of this library's `subscribe_dispose` workload.
func measureFlatMemory() -> FlatMemoryResult {
    // The first reading pages in the code that reads the file, which would count as growth.
    _ = peakResidentBytes()
    checkedRun(subscribeDispose.rx, count: flatMemoryWarmUpCycles, label: "subscribe_dispose/RxSwift warm-up")
    let before = peakResidentBytes()
    let activity = heapActivity {
        checkedRun(subscribeDispose.rx, count: flatMemoryCycles, label: "subscribe_dispose/RxSwift")
    }
    return FlatMemoryResult(peakBefore: before, peakAfter: peakResidentBytes(), activity: activity)
}

/// Measures everything; run it before the timed workloads so their buffers do not set the peak.
func measureMemory() -> MemoryReport {
    let flatMemory = measureFlatMemory()
    guard mc_is_available() else {
        return MemoryReport(allocations: nil, calibration: nil, flatMemory: flatMemory, bytesPerSubscriber: nil)
    }
    let calibration = allocationsPerSubscription(calibrationRun, label: "allocation counter calibration")
    let allocations = [fullCycleProbe, subscriptionProbe].map { probe in
        AllocationResult(
            probe: probe,
            rx: allocationsPerSubscription(probe.rx, label: "\(probe.name)/RxSwift") ?? 0,
            openCombine: allocationsPerSubscription(probe.openCombine, label: "\(probe.name)/OpenCombine") ?? 0,
            baseline: allocationsPerSubscription(probe.baseline, label: "\(probe.name)/baseline") ?? 0
        )
    }
    return MemoryReport(allocations: allocations, calibration: calibration, flatMemory: flatMemory, bytesPerSubscriber: measureBytesPerSubscriber())
}

func kibibytes(_ bytes: Int) -> Int {
    bytes / 1024
}

/// Whole numbers as such, anything else with two decimals.
func allocationFigure(_ value: Double) -> String {
    value == value.rounded() ? String(format: "%.0f", value) : String(format: "%.2f", value)
}

/// The flat-memory result as one sentence.
func flatMemorySentence(_ result: FlatMemoryResult) -> String {
    var sentence = "peak RSS over \(flatMemoryCycles) subscribe/dispose cycles of just(1).map.filter "
        + "(after \(flatMemoryWarmUpCycles) warm-up cycles): \(mebibytes(result.peakBefore)) MiB -> "
        + "\(mebibytes(result.peakAfter)) MiB, +\(kibibytes(result.growth)) KiB "
        + "(bound \(kibibytes(residentGrowthBound)) KiB)\(result.isFlat ? "" : " ✗")"
    if let activity = result.activity {
        sentence += "; \(activity.allocations) allocations, \(activity.frees) frees"
    }
    return sentence
}

/// The report as Markdown: the allocation table and the flat-memory sentence.
func memorySection(_ report: MemoryReport) -> String {
    var lines = ["", "**Memory**", ""]
    if let allocations = report.allocations {
        lines += [
            "Heap allocations per subscription of `Observable.just(1).map { }.filter { }.subscribe(onNext:)` + `dispose()`",
            "(OpenCombine: `Just(1).map { }.filter { }.sink { }` + `cancel()`):",
            "",
            "| allocations per | this library | OpenCombine | baseline |",
            "|---|---:|---:|---:|",
        ]
        for result in allocations {
            var ours = allocationFigure(result.rx)
            if result.probe.name == subscriptionProbe.name {
                ours += " (ceiling \(allocationFigure(subscriptionAllocationCeiling)))\(report.isWithinCeiling ? "" : " ✗")"
            }
            lines.append("| \(result.probe.name) | \(ours) | \(allocationFigure(result.openCombine)) | \(allocationFigure(result.baseline)) |")
        }
        if let bytes = report.bytesPerSubscriber {
            lines += [
                "",
                "Heap bytes per live subscriber of a subject (\(subscriberProbeCount) `subscribe(onNext:)` closures held at once, "
                    + "the subject's observer storage included): PublishSubject \(String(format: "%.0f", bytes.rx)), "
                    + "OpenCombine's PassthroughSubject (`sink`) \(String(format: "%.0f", bytes.openCombine)).",
            ]
        }
        if let calibration = report.calibration {
            lines += ["", "Counter calibration: \(allocationFigure(calibration)) allocation per object allocated in a loop (must be 1)."]
        }
    } else {
        lines.append("Allocation counting is unavailable on this platform (it interposes glibc's allocator).")
    }
    let sentence = flatMemorySentence(report.flatMemory)
    lines += ["", sentence.prefix(1).uppercased() + sentence.dropFirst() + "."]
    return lines.joined(separator: "\n")
}

/// The report as the quick mode's single line.
func memoryLine(_ report: MemoryReport) -> String {
    var line = "memory: "
    if let subscription = report.subscriptionAllocations, let fullCycle = report.fullCycleAllocations {
        line += "allocations per subscribe + dispose of a pre-built just(1).map.filter \(allocationFigure(subscription)) "
            + "(ceiling \(allocationFigure(subscriptionAllocationCeiling))), per full cycle \(allocationFigure(fullCycle)); "
    } else {
        line += "allocation counting unavailable on this platform; "
    }
    return line + flatMemorySentence(report.flatMemory)
}
