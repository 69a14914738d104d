import Foundation

/// `flatMap_inner` taken apart: the same `flatMap` of `range`s with other inner sizes, so that
/// what one inner subscription costs and what one element costs, with and without a trampoline
/// turn, show separately. `RxBench anatomy` prints them after the table; they have no target.
var anatomyWorkloads: [(shape: String, workload: Workload)] {
    [
        (
            "`flatMap { range(0, 1) }`: subscribe, one element, complete",
            flatMapOfRanges(name: "anatomy_inner_subscription", innerCount: 1, count: 100_000, unit: "inner sequence", target: .infinity)
        ),
        (
            "`flatMap { range(0, 100) }`: elements taking turns",
            flatMapOfRanges(name: "anatomy_element_turns", innerCount: 100, count: 1_000_000, unit: "inner element", target: .infinity)
        ),
        (
            "one `range(0, 1_000_000)` through `flatMap`: elements without turns",
            flatMapOfRanges(name: "anatomy_element_alone", innerCount: 1_000_000, count: 1_000_000, unit: "inner element", target: .infinity)
        ),
    ]
}

/// The anatomy results as a Markdown table.
func anatomyTable(_ results: [(shape: String, measurement: Measurement)]) -> String {
    func format(_ value: Double) -> String { String(format: "%.1f", value) }
    var lines = [
        "| flatMap_inner taken apart | unit | this library (ns) | OpenCombine (ns) | baseline (ns) | ours / baseline |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for (shape, result) in results {
        let combine = result.openCombine.map(format) ?? "n/a"
        lines.append("| \(shape) | \(result.workload.unit) | \(format(result.rx)) | \(combine) | \(format(result.baseline)) | \(format(result.rx / result.baseline))x |")
    }
    return lines.joined(separator: "\n")
}
