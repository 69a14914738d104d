import Foundation
import MallocCounter

// What `scripts/check-performance.py` reads: the workloads with their counts (`--list`), and
// the heap allocations per unit of this library's side of each (`--allocations`). Its
// instruction counts come from callgrind runs of `--profile --scale N`.

/// Every workload the threshold check can measure: the table's and flatMap_inner taken apart.
var measurableWorkloads: [Workload] {
    allWorkloads + anatomyWorkloads.map(\.workload)
}

/// Prints one line per workload: its name and its count at `scale`.
func printWorkloadList(scale: Int) {
    for workload in measurableWorkloads {
        print("\(workload.name) \(max(workload.count / scale, 1))")
    }
}

/// Prints one line per workload of `selected`: its name and the heap allocations one unit of
/// this library's side makes, measured as the difference between a run of twice the scaled
/// count and a run of the scaled count (after a warm-up run), so that what a run allocates
/// once cancels out. Prints `unavailable` where allocations cannot be counted.
func printAllocationsPerUnit(_ selected: [Workload], scale: Int) {
    for workload in selected {
        let count = max(workload.count / scale, 1)
        let label = "\(workload.name)/RxSwift"
        let single = workload.baseline(count), double = workload.baseline(2 * count)
        _ = timeRun(workload.rx, count: count, expected: single, label: label)
        guard let once = heapActivity(during: { _ = timeRun(workload.rx, count: count, expected: single, label: label) }),
              let twice = heapActivity(during: { _ = timeRun(workload.rx, count: 2 * count, expected: double, label: label) })
        else {
            print("\(workload.name) unavailable")
            continue
        }
        let perUnit = (Double(twice.allocations) - Double(once.allocations)) / Double(count)
        print("\(workload.name) \(String(format: "%.3f", perUnit))")
    }
}
