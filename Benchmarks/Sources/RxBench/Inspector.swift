import Foundation
import RxSwift

/// What `SubscriptionInspector` costs: workloads of the table timed with the inspector off and
/// on, alternately in one process. Off must cost nothing measurable (its instruction counts
/// against a build without the inspector are in Benchmarks/README.md); on, each subscription is
/// recorded with its chain, and each element counted. `RxBench inspector` prints them; quick
/// mode checks that the inspected runs compute the same checksums.
var inspectorWorkloads: [Workload] {
    [subscribeDispose, subjectCreate, mapFilterChain, subjectPump]
}

/// One workload's time per unit with the inspector off and on.
struct InspectorMeasurement {
    let workload: Workload
    let off: Double
    let on: Double
}

/// Times each of `inspectorWorkloads` (scaled down by `scale`), alternating the inspector off
/// and on for `repetitions` rounds, and leaves the inspector as it found it.
func measureInspector(scale: Int, repetitions: Int) -> [InspectorMeasurement] {
    let wasEnabled = SubscriptionInspector.isEnabled
    defer { SubscriptionInspector.isEnabled = wasEnabled }
    return inspectorWorkloads.map { workload in
        let count = max(workload.count / scale, 1)
        let expected = workload.baseline(count)
        var off: [Double] = [], on: [Double] = []
        for _ in 0..<repetitions {
            SubscriptionInspector.isEnabled = false
            off.append(timeRun(workload.rx, count: count, expected: expected, label: "\(workload.name)/inspector off"))
            SubscriptionInspector.isEnabled = true
            on.append(timeRun(workload.rx, count: count, expected: expected, label: "\(workload.name)/inspector on"))
        }
        return InspectorMeasurement(workload: workload, off: median(off), on: median(on))
    }
}

/// The inspector results as a Markdown table.
func inspectorTable(_ results: [InspectorMeasurement]) -> String {
    func format(_ value: Double) -> String { String(format: "%.1f", value) }
    var lines = [
        "| SubscriptionInspector | unit | off (ns) | on (ns) | on / off |",
        "|---|---|---:|---:|---:|",
    ]
    for result in results {
        lines.append("| \(result.workload.name) | \(result.workload.unit) | \(format(result.off)) | \(format(result.on)) | \(format(result.on / result.off))x |")
    }
    return lines.joined(separator: "\n")
}
