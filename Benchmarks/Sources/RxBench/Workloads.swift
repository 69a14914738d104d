import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import RxRelay
import RxSwift

/// Every workload, in the order of the published table.
var allWorkloads: [Workload] {
    // flatMap_just comes after scheduler_hop: its async-sequence contestant starts the
    // concurrency runtime's threads, and from then on every lock and counter of the process is
    // a real atomic instruction (docs/Performance.md, "How to measure a change"), as after
    // scheduler_hop's dispatch queue; the workloads before it keep running single-threaded.
    [
        subjectPump, subjectPump2Subs, subjectCreate, mapFilterChain, deepChain10, statefulChain, subscribeDispose,
        flatMapInner, combineLatest2, merge10, shareReplay, schedulerHop, flatMapJust, flatMapLatestJust, concatMapJust,
        createSubscribe,
        behaviorRelayPump, driverPipeline, numbersExample, delegateProxyCall, observationChange,
        listUpdate100, listUpdate10000,
    ]
}

/// The closing checksum of a sum, the same for every contestant.
final class Accumulator: @unchecked Sendable {
    var sum = 0
}

var subjectPump: Workload {
    Workload(
    name: "subject_pump", count: 1_000_000, unit: "element", target: 1.5,
    rx: { count in
        let subject = PublishSubject<Int>()
        let result = Accumulator()
        let subscription = subject.subscribe(onNext: { result.sum &+= $0 })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        return result.sum
    },
    openCombine: { count in
        let subject = PassthroughSubject<Int, Never>()
        let result = Accumulator()
        let cancellable = subject.sink { result.sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        cancellable.cancel()
        return result.sum
    },
    baseline: { count in
        let subject = opaque(BaselineSubject())
        let result = Accumulator()
        _ = subject.subscribe(opaque { result.sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        subject.removeAll()
        return result.sum
    }
    )
}

var subjectPump2Subs: Workload {
    Workload(
    name: "subject_pump_2subs", count: 1_000_000, unit: "element", target: 1.5,
    rx: { count in
        let subject = PublishSubject<Int>()
        let result = Accumulator()
        let first = subject.subscribe(onNext: { result.sum &+= $0 })
        let second = subject.subscribe(onNext: { result.sum &+= $0 })
        for value in 0..<count { subject.onNext(value) }
        first.dispose()
        second.dispose()
        return result.sum
    },
    openCombine: { count in
        let subject = PassthroughSubject<Int, Never>()
        let result = Accumulator()
        let first = subject.sink { result.sum &+= $0 }
        let second = subject.sink { result.sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        first.cancel()
        second.cancel()
        return result.sum
    },
    baseline: { count in
        let subject = opaque(BaselineSubject())
        let result = Accumulator()
        _ = subject.subscribe(opaque { result.sum &+= $0 })
        _ = subject.subscribe(opaque { result.sum &+= $0 })
        for value in 0..<count { subject.send(value) }
        subject.removeAll()
        return result.sum
    }
    )
}

var subjectCreate: Workload {
    Workload(
    name: "subject_create", count: 100_000, unit: "op", target: 3,
    rx: { count in
        let result = Accumulator()
        for value in 0..<count {
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { result.sum &+= $0 })
            subject.onNext(value)
            subscription.dispose()
        }
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        for value in 0..<count {
            let subject = PassthroughSubject<Int, Never>()
            let cancellable = subject.sink { result.sum &+= $0 }
            subject.send(value)
            cancellable.cancel()
        }
        return result.sum
    },
    baseline: { count in
        let result = Accumulator()
        // As lean as a plain array of closures with no lock: only the subject goes through `opaque`; a closure
        // passed through it would come back wrapped in two reabstraction thunks (two
        // allocations and two more calls).
        for value in 0..<count {
            let subject = opaque(BaselineSubject())
            _ = subject.subscribe { result.sum &+= $0 }
            subject.send(value)
            subject.removeAll()
        }
        return result.sum
    }
    )
}

var mapFilterChain: Workload {
    Workload(
    name: "map_filter_chain", count: 1_000_000, unit: "element", target: 5,
    rx: { count in
        let result = Accumulator()
        Observable.range(start: 0, count: count)
            .map { $0 &* 2 }
            .filter { $0 % 3 == 0 }
            .map { $0 &+ 1 }
            .subscribe(onNext: { result.sum &+= $0 })
            .dispose()
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        let doubled = mapStage(streamed((0..<count).publisher)) { $0 &* 2 }
        mapStage(filterStage(doubled) { $0 % 3 == 0 }) { $0 &+ 1 }
            .sink { result.sum &+= $0 }
            .cancel()
        return result.sum
    },
    baseline: { count in
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let secondMap: (Int) -> Void = opaque { sink($0 &+ 1) }
        let filter: (Int) -> Void = opaque { if $0 % 3 == 0 { secondMap($0) } }
        let firstMap: (Int) -> Void = opaque { filter($0 &* 2) }
        for value in 0..<count { firstMap(value) }
        return result.sum
    }
    )
}

/// Operators that keep per-subscription state between elements: each element through `map`,
/// `distinctUntilChanged` (which drops every other one), `scan`, `skip` and `take`.
var statefulChain: Workload {
    Workload(
    name: "stateful_chain", count: 1_000_000, unit: "element", target: 3,
    rx: { count in
        let result = Accumulator()
        Observable.range(start: 0, count: count)
            .map { $0 / 2 }
            .distinctUntilChanged()
            .scan(0) { $0 &+ $1 }
            .skip(1)
            .take(count)
            .subscribe(onNext: { result.sum &+= $0 })
            .dispose()
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        mapStage(streamed((0..<count).publisher)) { $0 / 2 }
            .removeDuplicates()
            .scan(0) { $0 &+ $1 }
            .dropFirst(1)
            .prefix(count)
            .sink { result.sum &+= $0 }
            .cancel()
        return result.sum
    },
    baseline: { count in
        let result = Accumulator()
        let state = BaselineStatefulChain()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let take: (Int) -> Void = opaque { value in
            if state.taken < count {
                state.taken += 1
                sink(value)
            }
        }
        let skip: (Int) -> Void = opaque { value in
            if state.skipped < 1 {
                state.skipped += 1
            } else {
                take(value)
            }
        }
        let scan: (Int) -> Void = opaque { value in
            state.accumulated &+= value
            skip(state.accumulated)
        }
        let distinct: (Int) -> Void = opaque { value in
            if state.last != value {
                state.last = value
                scan(value)
            }
        }
        let map: (Int) -> Void = opaque { distinct($0 / 2) }
        for value in 0..<count { map(value) }
        return result.sum
    }
    )
}

/// One stage of the deep chain; a named function keeps the ten-stage expressions cheap to
/// type-check.
func increment(_ value: Int) -> Int {
    value &+ 1
}

var deepChain10: Workload {
    Workload(
    name: "deep_chain_10", count: 1_000_000, unit: "element", target: 4,
    rx: { count in
        let result = Accumulator()
        Observable.range(start: 0, count: count)
            .map(increment).map(increment).map(increment).map(increment).map(increment)
            .map(increment).map(increment).map(increment).map(increment).map(increment)
            .subscribe(onNext: { result.sum &+= $0 })
            .dispose()
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        var chain = streamed((0..<count).publisher)
        for _ in 0..<10 { chain = mapStage(chain, increment) }
        chain
            .sink { result.sum &+= $0 }
            .cancel()
        return result.sum
    },
    baseline: { count in
        let result = Accumulator()
        var stage: (Int) -> Void = opaque { result.sum &+= $0 }
        for _ in 0..<10 {
            let next = stage
            stage = opaque { next($0 &+ 1) }
        }
        for value in 0..<count { stage(value) }
        return result.sum
    }
    )
}

var subscribeDispose: Workload {
    Workload(
    name: "subscribe_dispose", count: 100_000, unit: "op", target: 3,
    rx: { count in
        let result = Accumulator()
        for _ in 0..<count {
            let subscription = Observable.just(1)
                .map { $0 &+ 1 }
                .filter { $0 > 0 }
                .subscribe(onNext: { result.sum &+= $0 })
            subscription.dispose()
        }
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        for _ in 0..<count {
            let cancellable = Just(1)
                .map { $0 &+ 1 }
                .filter { $0 > 0 }
                .sink { result.sum &+= $0 }
            cancellable.cancel()
        }
        return result.sum
    },
    baseline: { count in
        // Each subscription allocates its stages, as any real subscription must.
        final class Subscription {
            let deliver: (Int) -> Void
            init(_ deliver: @escaping (Int) -> Void) { self.deliver = deliver }
        }
        let result = Accumulator()
        for _ in 0..<count {
            let sink: (Int) -> Void = opaque { result.sum &+= $0 }
            let filter: (Int) -> Void = opaque { if $0 > 0 { sink($0) } }
            let subscription = opaque(Subscription { filter($0 &+ 1) })
            subscription.deliver(1)
        }
        return result.sum
    }
    )
}
