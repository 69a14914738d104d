import Foundation
import RxCocoa
import RxRelay
import RxSwift

// Long runs: resident memory before and after pushing 10^8 elements through an app's pipeline,
// and before and after 10^7 subscriptions made and disposed of. Whatever a run leaks per element
// or per subscription, even a few bytes, shows there as growth.

/// How far resident memory may grow over a long run, in percent of its size at the start.
let longRunGrowthBound = 5.0

/// One long run: `run(count)` does `count` units and returns its checksum, which must be
/// `expected(count)`.
struct LongRun: Sendable {
    let name: String
    /// What one unit is, for the report.
    let shape: String
    let count: Int
    let run: @MainActor @Sendable (Int) -> Int
    let expected: @Sendable (Int) -> Int
}

/// Resident memory at the start and at the end of one long run.
struct LongRunResult {
    let longRun: LongRun
    let count: Int
    let residentBefore: Int
    let residentAfter: Int
    let seconds: Double

    var growthPercent: Double {
        100 * Double(residentAfter - residentBefore) / Double(residentBefore)
    }

    var isFlat: Bool { growthPercent <= longRunGrowthBound }
}

/// Elements pushed through the pipeline of a typical screen: a subject shared by two
/// subscribers, one of which switches to an inner sequence per element with `flatMapLatest`,
/// drives a `Driver` into a `Binder`.
let appPipelineRun = LongRun(
    name: "app_pipeline", shape: "element through subject -> share -> flatMapLatest -> Driver -> Binder",
    count: 100_000_000,
    run: { count in
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let label = BenchLabel()
        let elements = Accumulator()
        let counted = shared.subscribe(onNext: { _ in elements.sum &+= 1 })
        let driven = shared
            .flatMapLatest { value in Observable.just(value &* 2) }
            .asDriver(onErrorJustReturn: 0)
            .drive(Binder(label) { label, value in label.sum &+= value })
        for value in 0..<count { subject.onNext(value) }
        driven.dispose()
        counted.dispose()
        return elements.sum &+ label.sum
    },
    expected: { count in count &* (count &- 1) &+ count }
)

/// Subscriptions made and disposed of, as a list's cells bind and unbind as they scroll: a
/// relay's `Driver`, mapped, driven into a `Binder`.
let subscribeDisposeRun = LongRun(
    name: "subscribe_dispose_cycles", shape: "BehaviorRelay -> Driver -> map -> Binder, subscribed and disposed of",
    count: 10_000_000,
    run: { count in
        let relay = BehaviorRelay(value: 1)
        let label = BenchLabel()
        let driver = relay.asDriver().map { $0 &+ 1 }
        for _ in 0..<count {
            driver.drive(Binder(label) { label, value in label.sum &+= value }).dispose()
        }
        return label.sum
    },
    expected: { count in 2 &* count }
)

let longRuns = [appPipelineRun, subscribeDisposeRun]

/// Runs each long run at `1/scale` of its count, after a warm-up of a hundredth of that, and
/// reads resident memory after the warm-up and at the end; stops the process on a wrong checksum.
@MainActor
func measureLongRuns(scale: Int) -> [LongRunResult] {
    longRuns.map { longRun in
        let count = max(longRun.count / scale, 1)
        check(longRun, count: max(count / 100, 10_000))
        let before = residentBytes()
        let start = DispatchTime.now().uptimeNanoseconds
        check(longRun, count: count)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return LongRunResult(longRun: longRun, count: count, residentBefore: before, residentAfter: residentBytes(), seconds: seconds)
    }
}

@MainActor
private func check(_ longRun: LongRun, count: Int) {
    let checksum = longRun.run(count)
    guard checksum == longRun.expected(count) else {
        FileHandle.standardError.write(Data("checksum mismatch in \(longRun.name): \(checksum) != \(longRun.expected(count))\n".utf8))
        exit(1)
    }
}

/// Stops the process, saying why, when a long run's resident memory grew beyond the bound.
func exitIfLongRunsGrew(_ results: [LongRunResult]) {
    let failures = results.filter { !$0.isFlat }.map { result in
        "long-run check failed: resident memory grew by \(String(format: "%.1f", result.growthPercent))% over \(result.count) of "
            + "\(result.longRun.name) (\(mebibytes(result.residentBefore)) -> \(mebibytes(result.residentAfter)) MiB); the bound is \(longRunGrowthBound)%\n"
    }
    guard !failures.isEmpty else { return }
    fflush(nil)
    FileHandle.standardError.write(Data(failures.joined().utf8))
    exit(1)
}

/// One result as a sentence: the count, the memory at the start and the end, the growth.
func longRunSentence(_ result: LongRunResult) -> String {
    "\(result.count) \(result.longRun.name) (\(result.longRun.shape)): resident \(mebibytes(result.residentBefore)) MiB -> "
        + "\(mebibytes(result.residentAfter)) MiB, \(String(format: "%+.1f", result.growthPercent))% "
        + "(bound \(longRunGrowthBound)%)\(result.isFlat ? "" : " ✗") in \(String(format: "%.1f", result.seconds)) s"
}

/// The long runs as Markdown rows.
func longRunTable(_ results: [LongRunResult]) -> String {
    var lines = [
        "**Long runs** (resident memory after a warm-up and at the end; flat within \(longRunGrowthBound)%)",
        "",
        "| long run | count | one unit | RSS start | RSS end | growth | time |",
        "|---|---:|---|---:|---:|---:|---:|",
    ]
    for result in results {
        lines.append("| \(result.longRun.name) | \(result.count) | \(result.longRun.shape) | \(mebibytes(result.residentBefore)) MiB | "
            + "\(mebibytes(result.residentAfter)) MiB | \(String(format: "%+.1f", result.growthPercent))%\(result.isFlat ? "" : " ✗") | "
            + "\(String(format: "%.1f", result.seconds)) s |")
    }
    return lines.joined(separator: "\n")
}

func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
}
