import RxCocoa

// List workloads: what an identity-aware `items` binding computes for one update, before the
// backend splices its rows. One unit is one update of a list of n rows in which one row's
// element changed; the backend then configures one row again, whatever n. The baseline is the
// least any diff must do: walk both arrays once and compare every element.

/// A row of the benchmark's lists.
struct BenchRow: Identifiable, Equatable {
    let id: Int
    var value: Int
}

/// `count` updates of a list of `rows` rows, each changing the element of one row (a different
/// row each time), as the identity-aware binding diffs them: the changeset's updated rows and
/// splices go into the checksum.
private func changesetUpdates(rows: Int, count: Int) -> Int {
    var old = (0..<rows).map { BenchRow(id: $0, value: 0) }
    var sum = 0
    for update in 0..<count {
        var new = old
        new[(update &* 7919) % rows].value &+= 1
        let changes = ListChangeset(from: old, to: new)
        sum &+= changes.updatedRows.reduce(0, &+) &+ changes.splices.count
        old = new
    }
    return sum
}

/// The same updates, found by comparing the two arrays element by element.
private func comparisonUpdates(rows: Int, count: Int) -> Int {
    var old = (0..<rows).map { BenchRow(id: $0, value: 0) }
    let differs: ([BenchRow], [BenchRow], Int) -> Bool = opaque { $0[$2] != $1[$2] }
    var sum = 0
    for update in 0..<count {
        var new = old
        new[(update &* 7919) % rows].value &+= 1
        for row in 0..<rows where differs(old, new, row) {
            sum &+= row
        }
        old = new
    }
    return sum
}

var listUpdate100: Workload {
    Workload(
    name: "list_update_100", count: 200_000, unit: "update", target: 4,
    rx: { changesetUpdates(rows: 100, count: $0) },
    openCombine: nil,
    baseline: { comparisonUpdates(rows: 100, count: $0) }
    )
}

var listUpdate10000: Workload {
    Workload(
    name: "list_update_10000", count: 2_000, unit: "update", target: 4,
    rx: { changesetUpdates(rows: 10_000, count: $0) },
    openCombine: nil,
    baseline: { comparisonUpdates(rows: 10_000, count: $0) }
    )
}
