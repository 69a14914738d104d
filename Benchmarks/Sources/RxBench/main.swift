import Foundation

// Usage: rx-bench [--quick] [--profile [--baseline | --async]] [--repetitions N] [--scale N] [name ...]
//        rx-bench --list [--scale N]
//        rx-bench --allocations [--scale N] [name ...]
// --quick runs every workload at 1/1000 of its size once and only verifies the checksums, then
// runs the memory check (allocations per subscription, flat peak RSS) and fails if it does not
// hold.
// --profile runs only this library's contestant, N times, so a profiler sees nothing else;
// with --baseline, only the baseline's; with --async, only the async-sequence pipeline's (of the
// workloads that have one).
// Names select workloads; "memory" selects the memory report, which runs when no name is given;
// "anatomy" selects flatMap_inner taken apart (Anatomy.swift), which --quick also checks.
// "scale" selects the scale section (Scale.swift), which runs when no name is given; --quick
// measures only this library's side of it and fails when an operation's growth is above the
// limit.
// "long_runs" selects the long runs (LongRuns.swift: resident memory before and after 10^8
// elements through an app's pipeline and 10^7 subscribe/dispose cycles, failing above 5%
// growth), which run when no name is given; --quick runs them at a thousandth of their counts.
// "inspector" selects the SubscriptionInspector section (Inspector.swift), which runs when no
// name is given; --quick only checks its checksums.
// --scale N divides every workload's count by N (with --profile, --list and --allocations).
// --list prints each workload's name and count; --allocations prints the heap allocations per
// unit of this library's side of the workloads named (all when none is), as
// scripts/check-performance.py reads them (Thresholds.swift).
var arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let profile = arguments.contains("--profile")
let profileBaseline = arguments.contains("--baseline")
let profileAsyncSequence = arguments.contains("--async")
let listsWorkloads = arguments.contains("--list")
let countsAllocations = arguments.contains("--allocations")
arguments.removeAll { ["--quick", "--profile", "--baseline", "--async", "--list", "--allocations"].contains($0) }
var repetitions = 7
if let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    repetitions = value
    arguments.removeSubrange(index...(index + 1))
}
var countScale = 1
if let index = arguments.firstIndex(of: "--scale"), index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
    countScale = value
    arguments.removeSubrange(index...(index + 1))
}
if listsWorkloads {
    printWorkloadList(scale: countScale)
    exit(0)
}
if countsAllocations {
    printAllocationsPerUnit(measurableWorkloads.filter { arguments.isEmpty || arguments.contains($0.name) }, scale: countScale)
    exit(0)
}
let selected = allWorkloads.filter { arguments.isEmpty || arguments.contains($0.name) }
let selectedAnatomy = anatomyWorkloads.filter { part in
    (quick && arguments.isEmpty) || arguments.contains("anatomy") || arguments.contains(part.workload.name)
}

if profile {
    for workload in selected + selectedAnatomy.map(\.workload) {
        let count = max(workload.count / countScale, 1)
        let expected = workload.baseline(count)
        let profiled: (run: Run?, label: String) = profileBaseline ? (workload.baseline, "baseline")
            : profileAsyncSequence ? (workload.asyncSequence.map(synchronousRun), "AsyncSequence") : (workload.rx, "RxSwift")
        guard let run = profiled.run else { continue }
        let label = profiled.label
        for _ in 0..<repetitions {
            _ = timeRun(run, count: count, expected: expected, label: "\(workload.name)/\(label)")
        }
    }
    exit(0)
}

// The memory report runs first, so that the timed workloads' buffers do not set the peak RSS;
// then the long runs, before those buffers are freed memory that a leak could fill unseen.
let memoryReport = arguments.isEmpty || arguments.contains("memory") ? measureMemory() : nil
let longRunResults = arguments.isEmpty || arguments.contains("long_runs") ? measureLongRuns(scale: quick ? 1000 : 1) : []

/// Measures `workload`, or in quick mode only checks its checksums at a thousandth of its size.
@MainActor
func run(_ workload: Workload) -> Measurement {
    let result = measure(workload, scale: quick ? 1000 : 1, repetitions: quick ? 1 : repetitions)
    if !quick {
        FileHandle.standardError.write(Data("measured \(workload.name)\n".utf8))
    }
    return result
}

let runsScale = arguments.isEmpty || arguments.contains("scale")
let results = selected.map(run)
let anatomyResults = selectedAnatomy.map { part in (shape: part.shape, measurement: run(part.workload)) }
let scaleResults = runsScale ? measureScale(repetitions: quick ? 2 : 3, withOpenCombine: !quick) : []
let inspectorResults = arguments.isEmpty || arguments.contains("inspector")
    ? measureInspector(scale: quick ? 1000 : 1, repetitions: quick ? 1 : repetitions) : []
if quick {
    print("benchmarks quick mode: \(results.count + anatomyResults.count) workloads, \(inspectorResults.count) with the subscription inspector on, checksums verified")
    if runsScale {
        let failures = scaleFailures(scaleResults)
        if let largest = scaleResults.max(by: { $0.rx.growth < $1.rx.growth }) {
            print("scale: \(scaleResults.count) operations, largest growth \(String(format: "%.2f", largest.rx.growth)) (\(largest.operation.name); limit \(scaleGrowthLimit))")
        }
        if !failures.isEmpty {
            fflush(nil)
            FileHandle.standardError.write(Data(failures.map { "scale check failed: \($0)\n" }.joined().utf8))
            exit(1)
        }
    }
    for result in longRunResults {
        print("long run: " + longRunSentence(result))
    }
    exitIfLongRunsGrew(longRunResults)
    if let memoryReport {
        print(memoryLine(memoryReport))
        let failures = memoryReport.failures
        if !failures.isEmpty {
            fflush(nil)
            FileHandle.standardError.write(Data(failures.map { "memory check failed: \($0)\n" }.joined().utf8))
            exit(1)
        }
    }
} else {
    if !results.isEmpty {
        print(table(results))
        let againstAsyncSequences = asyncSequenceTable(results)
        if !againstAsyncSequences.isEmpty {
            print("")
            print(againstAsyncSequences)
        }
    }
    if !anatomyResults.isEmpty {
        print("")
        print(anatomyTable(anatomyResults))
    }
    if !inspectorResults.isEmpty {
        print("")
        print(inspectorTable(inspectorResults))
    }
    if runsScale {
        print("")
        print(scaleTable(scaleResults))
    }
    if let memoryReport {
        print(memorySection(memoryReport))
    }
    if !longRunResults.isEmpty {
        print("")
        print(longRunTable(longRunResults))
        exitIfLongRunsGrew(longRunResults)
    }
}
