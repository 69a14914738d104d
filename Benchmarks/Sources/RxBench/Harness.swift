import Dispatch
import Foundation

/// One contestant's run of a workload: does `count` units of work and returns a checksum.
typealias Run = (_ count: Int) -> Int

/// A benchmark workload with its three contestants, and a fourth for some: the same work as a
/// plain async-sequence pipeline.
struct Workload {
    /// The workload's published name.
    let name: String
    /// Units of work in a full run (elements or operations).
    let count: Int
    /// What one unit is, for the table's header.
    let unit: String
    /// The target multiple of the baseline this library must stay within.
    let target: Double
    /// This library.
    let rx: Run
    /// OpenCombine, where it has the operators the workload needs.
    let openCombine: Run?
    /// The hand-written lower bound.
    let baseline: Run
    /// The same work as a pipeline of the standard library's `AsyncSequence` operators
    /// (`AsyncSequenceContestant.swift`), where it is the alternative users weigh; its figures
    /// go to a table of their own (`asyncSequenceTable(_:)`), as it is no lower bound.
    var asyncSequence: AsyncRun? = nil
}

/// Measured nanoseconds per unit for each contestant of a workload.
struct Measurement {
    let workload: Workload
    let rx: Double
    let openCombine: Double?
    let baseline: Double
    var asyncSequence: Double? = nil
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times one run in nanoseconds per unit and checks its checksum.
func timeRun(_ run: Run, count: Int, expected: Int, label: String) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let checksum = run(count)
    let end = DispatchTime.now().uptimeNanoseconds
    check(checksum, expected: expected, label: label)
    return Double(end - start) / Double(count)
}

/// Stops the program when a contestant's checksum is not the expected one.
func check(_ checksum: Int, expected: Int, label: String) {
    guard checksum == expected else {
        FileHandle.standardError.write(Data("checksum mismatch in \(label): \(checksum) != \(expected)\n".utf8))
        exit(1)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Runs every contestant of `workload`, interleaved, `repetitions` times; returns medians.
func measure(_ workload: Workload, scale: Int, repetitions: Int) -> Measurement {
    let count = max(workload.count / scale, 1)
    let expected = workload.baseline(count)
    var rx: [Double] = [], combine: [Double] = [], baseline: [Double] = [], async: [Double] = []
    for _ in 0..<repetitions {
        baseline.append(timeRun(workload.baseline, count: count, expected: expected, label: "\(workload.name)/baseline"))
        rx.append(timeRun(workload.rx, count: count, expected: expected, label: "\(workload.name)/RxSwift"))
        if let openCombine = workload.openCombine {
            combine.append(timeRun(openCombine, count: count, expected: expected, label: "\(workload.name)/OpenCombine"))
        }
        if let asyncSequence = workload.asyncSequence {
            async.append(timeAsyncRun(asyncSequence, count: count, expected: expected, label: "\(workload.name)/AsyncSequence"))
        }
    }
    return Measurement(
        workload: workload, rx: median(rx), openCombine: combine.isEmpty ? nil : median(combine), baseline: median(baseline),
        asyncSequence: async.isEmpty ? nil : median(async)
    )
}

/// The results as a Markdown table.
func table(_ results: [Measurement]) -> String {
    func format(_ value: Double) -> String { String(format: "%.1f", value) }
    var lines = [
        "| workload | unit | this library (ns) | OpenCombine (ns) | baseline (ns) | ours / baseline | target | OpenCombine / ours |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for result in results {
        let ratio = result.rx / result.baseline
        let verdict = ratio <= result.workload.target ? "" : " ✗"
        let combine = result.openCombine.map(format) ?? "n/a"
        let versus = result.openCombine.map { format($0 / result.rx) + "x" } ?? "n/a"
        lines.append("| \(result.workload.name) | \(result.workload.unit) | \(format(result.rx)) | \(combine) | \(format(result.baseline)) | \(format(ratio))x\(verdict) | \(format(result.workload.target))x | \(versus) |")
    }
    return lines.joined(separator: "\n")
}

/// The workloads that have an async-sequence contestant, this library against it, as a Markdown
/// table; empty when none of `results` has one.
func asyncSequenceTable(_ results: [Measurement]) -> String {
    func format(_ value: Double) -> String { String(format: "%.1f", value) }
    let rows = results.compactMap { result in
        result.asyncSequence.map { async in
            "| \(result.workload.name) | \(result.workload.unit) | \(format(result.rx)) | \(format(async)) | \(format(async / result.rx))x |"
        }
    }
    if rows.isEmpty { return "" }
    return ([
        "| workload | unit | this library (ns) | async sequence (ns) | async sequence / ours |",
        "|---|---|---:|---:|---:|",
    ] + rows).joined(separator: "\n")
}
