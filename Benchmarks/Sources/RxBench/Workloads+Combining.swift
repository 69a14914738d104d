import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import RxRelay
import RxSwift

var flatMapInner: Workload {
    flatMapOfRanges(name: "flatMap_inner", innerCount: 10, count: 100_000, unit: "inner element", target: 12)
}

/// `range(0, count).flatMap { just($0) }`, summed: an inner sequence of one element per element
/// of the outer sequence, the shape of a `flatMap` that calls a single-value operation per
/// element. Its async-sequence contestant is the same pipeline with the standard library's
/// `flatMap` over one-element async sequences.
var flatMapJust: Workload {
    oneElementInnerSequences(
        name: "flatMap_just", count: 10_000,
        rx: { $0.flatMap { Observable.just($0) } },
        openCombine: { upstream, result in upstream.flatMap { Just($0) }.sink { result.sum &+= $0 } },
        asyncSequence: { count in
            // Summed in the loop: the standard library's `reduce(_:_:)` on an async sequence
            // measured many times slower than this loop here.
            var sum = 0
            for await value in ImmediateAsyncSequence(0..<count).flatMap({ ImmediateAsyncSequence(CollectionOfOne($0)) }) {
                sum &+= value
            }
            return sum
        }
    )
}

/// Inner sequences one after another: `range(0, count).concatMap { just($0) }`, summed; each
/// inner sequence is subscribed only once the one before it has completed.
var concatMapJust: Workload {
    oneElementInnerSequences(
        name: "concatMap_just", count: 100_000,
        rx: { $0.concatMap { Observable.just($0) } },
        openCombine: { upstream, result in upstream.flatMap(maxPublishers: .max(1)) { Just($0) }.sink { result.sum &+= $0 } }
    )
}

/// `range(0, count)` flattened by `rx` after mapping each element to a one-element inner
/// sequence, summed, per element; `openCombine` flattens the same publisher and sums it into
/// the accumulator it is given. The baseline sends each element through a closure standing
/// for the inner sequence.
func oneElementInnerSequences(
    name: String,
    count: Int,
    rx flatten: @escaping (Observable<Int>) -> Observable<Int>,
    openCombine sumFlattened: @escaping (AnyPublisher<Int, Never>, Accumulator) -> AnyCancellable,
    asyncSequence: AsyncRun? = nil
) -> Workload {
    Workload(
    name: name, count: count, unit: "element", target: 20,
    rx: { count in
        let result = Accumulator()
        flatten(Observable.range(start: 0, count: count))
            .subscribe(onNext: { result.sum &+= $0 })
            .dispose()
        return result.sum
    },
    openCombine: { count in
        let result = Accumulator()
        sumFlattened(streamed((0..<count).publisher), result).cancel()
        return result.sum
    },
    baseline: { count in
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let inner: (Int) -> Void = opaque { sink($0) }
        for value in 0..<count { inner(value) }
        return result.sum
    },
    asyncSequence: asyncSequence
    )
}

/// A search box's shape: each pushed query switches to a new inner sequence, and the one
/// before it is dropped. `flatMapLatest` over a subject, each push mapped to a one-element
/// inner sequence, summed.
var flatMapLatestJust: Workload {
    Workload(
    name: "flatMapLatest_just", count: 100_000, unit: "push", target: 12,
    rx: { count in
        let subject = PublishSubject<Int>()
        let result = Accumulator()
        let subscription = subject.flatMapLatest { Observable.just($0) }
            .subscribe(onNext: { result.sum &+= $0 })
        for value in 0..<count { subject.onNext(value) }
        subscription.dispose()
        return result.sum
    },
    openCombine: { count in
        let subject = PassthroughSubject<Int, Never>()
        let result = Accumulator()
        let cancellable = subject.map { Just($0) }.switchToLatest()
            .sink { result.sum &+= $0 }
        for value in 0..<count { subject.send(value) }
        cancellable.cancel()
        return result.sum
    },
    baseline: { count in
        let subject = opaque(BaselineSubject())
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let inner: (Int) -> Void = opaque { sink($0) }
        _ = subject.subscribe(inner)
        for value in 0..<count { subject.send(value) }
        return result.sum
    }
    )
}

/// `range(0, count / innerCount).flatMap { range(0, innerCount) }`, summed: `count` inner
/// elements in all. `flatMap_inner` is the published shape; `RxBench anatomy` runs others.
func flatMapOfRanges(name: String, innerCount: Int, count: Int, unit: String, target: Double) -> Workload {
    // A quick run scales `count` down; the inner sequences then shrink with it if they must.
    Workload(
    name: name, count: count, unit: unit, target: target,
    rx: { count in
        let innerCount = min(innerCount, count)
        let result = Accumulator()
        Observable.range(start: 0, count: count / innerCount)
            .flatMap { _ in Observable.range(start: 0, count: innerCount) }
            .subscribe(onNext: { result.sum &+= $0 })
            .dispose()
        return result.sum
    },
    openCombine: { count in
        let innerCount = min(innerCount, count)
        let result = Accumulator()
        streamed((0..<(count / innerCount)).publisher)
            .flatMap { _ in (0..<innerCount).publisher }
            .sink { result.sum &+= $0 }
            .cancel()
        return result.sum
    },
    baseline: { count in
        let innerCount = min(innerCount, count)
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let inner: (Int) -> Void = opaque { _ in for value in 0..<innerCount { sink(value) } }
        for value in 0..<(count / innerCount) { inner(value) }
        return result.sum
    }
    )
}

var combineLatest2: Workload {
    Workload(
    name: "combineLatest_2", count: 1_000_000, unit: "push", target: 2,
    rx: { count in
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let result = Accumulator()
        let subscription = Observable.combineLatest(first, second)
            .subscribe(onNext: { result.sum &+= $0.0 &+ $0.1 })
        for value in 0..<count {
            if value % 2 == 0 { first.onNext(value) } else { second.onNext(value) }
        }
        subscription.dispose()
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        // As lean as a plain array of closures with no lock: only the subjects go through `opaque` (a closure
        // would come back wrapped in two reabstraction thunks), and the latest values are
        // fields of an object, not captured variables (boxes whose every access is checked for
        // exclusivity at run time).
        let first = opaque(BaselineSubject()), second = opaque(BaselineSubject())
        let result = Accumulator()
        let latest = BaselineLatest()
        let sink: (Int, Int) -> Void = { result.sum &+= $0 &+ $1 }
        _ = first.subscribe { value in
            latest.first = value
            if let other = latest.second { sink(value, other) }
        }
        _ = second.subscribe { value in
            latest.second = value
            if let other = latest.first { sink(other, value) }
        }
        for value in 0..<count {
            if value % 2 == 0 { first.send(value) } else { second.send(value) }
        }
        return result.sum
    }
    )
}

var merge10: Workload {
    Workload(
    name: "merge_10", count: 1_000_000, unit: "push", target: 2,
    rx: { count in
        let subjects = (0..<10).map { _ in PublishSubject<Int>() }
        let result = Accumulator()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { result.sum &+= $0 })
        for value in 0..<count { subjects[value % 10].onNext(value) }
        subscription.dispose()
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        let subjects = (0..<10).map { _ in opaque(BaselineSubject()) }
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        for subject in subjects { _ = subject.subscribe(sink) }
        for value in 0..<count { subjects[value % 10].send(value) }
        return result.sum
    }
    )
}

var shareReplay: Workload {
    Workload(
    name: "share_replay", count: 100_000, unit: "push", target: 2,
    rx: { count in
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let result = Accumulator()
        let subscriptions = (0..<10).map { _ in shared.subscribe(onNext: { result.sum &+= $0 }) }
        for value in 0..<count { subject.onNext(value) }
        subscriptions.forEach { $0.dispose() }
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        let subject = opaque(BaselineSubject())
        let result = Accumulator()
        for _ in 0..<10 { _ = subject.subscribe(opaque { result.sum &+= $0 }) }
        for value in 0..<count { subject.send(value) }
        return result.sum
    }
    )
}

var schedulerHop: Workload {
    Workload(
    name: "scheduler_hop", count: 100_000, unit: "element", target: 1.5,
    rx: { count in
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.rx")
        let result = Accumulator()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(start: 0, count: count)
            .observe(on: scheduler)
            .subscribe(onNext: { result.sum &+= $0 }, onCompleted: { done.signal() })
        done.wait()
        subscription.dispose()
        return result.sum
    },
    openCombine: { count in
        let queue = DispatchQueue(label: "bench.combine")
        let result = Accumulator()
        let done = DispatchSemaphore(value: 0)
        let cancellable = (0..<count).publisher
            .receive(on: queue.ocombine)
            .sink(receiveCompletion: { _ in done.signal() }, receiveValue: { result.sum &+= $0 })
        done.wait()
        cancellable.cancel()
        return result.sum
    },
    baseline: { count in
        let queue = DispatchQueue(label: "bench.baseline")
        let result = Accumulator()
        let done = DispatchSemaphore(value: 0)
        let hop = BaselineHop(queue: queue, deliver: opaque { result.sum &+= $0 }, onCompleted: { done.signal() })
        for value in 0..<count { hop.send(value) }
        hop.complete()
        done.wait()
        return result.sum
    }
    )
}

var createSubscribe: Workload {
    Workload(
    name: "create_subscribe", count: 1_000_000, unit: "element", target: 10,
    rx: { count in
        let result = Accumulator()
        Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(onNext: { result.sum &+= $0 })
        .dispose()
        return result.sum
    },
    openCombine: nil,
    baseline: { count in
        let result = Accumulator()
        let sink: (Int) -> Void = opaque { result.sum &+= $0 }
        let producer: ((Int) -> Void) -> Void = opaque { observer in
            for value in 0..<count { observer(value) }
        }
        producer(sink)
        return result.sum
    }
    )
}

var behaviorRelayPump: Workload {
    Workload(
    name: "behavior_relay_pump", count: 1_000_000, unit: "element", target: 1.5,
    rx: { count in
        let relay = BehaviorRelay(value: 0)
        let result = Accumulator()
        let subscription = relay.subscribe(onNext: { result.sum &+= $0 })
        for value in 0..<count { relay.accept(value) }
        subscription.dispose()
        return result.sum
    },
    openCombine: { count in
        let subject = CurrentValueSubject<Int, Never>(0)
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
        subject.send(0)
        for value in 0..<count { subject.send(value) }
        return result.sum
    }
    )
}
