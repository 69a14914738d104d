/// The reference model of the differential tests: what each operator does, written over plain
/// arrays of timed events, with no scheduler, lock or subscription in sight.
///
/// Conventions the generator guarantees, so that the model never has to guess an order:
/// - hot source `i` emits only at ticks `200 + frame * 100 + (i + 1) * 10`, each frame at most
///   once, so events of different sources never share a tick;
/// - the disposal tick ends in 99, so it never meets an event;
/// - at most one operator per pipeline works with timers (`delay`, `debounce`, `throttle`,
///   `buffer`, `window`, a `flatMap` of cold inner sequences, the late subscription of a
///   `shared` stage), and its events are tagged `fromTimer`: at a shared tick, a hot
///   source's event (scheduled when the test began) runs before a timer's, and timers run in
///   the order they were scheduled;
/// - cold inner sequences emit at ticks ending in 5, so they never meet a hot source's event.

/// An event as the model sees it: errors are identified by a code.
enum ModelEvent: Equatable, CustomStringConvertible {
    case next(Int)
    case error(Int)
    case completed

    var isTerminal: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element, if this is one.
    var element: Int? {
        if case .next(let value) = self { return value }
        return nil
    }

    var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let code): return "error(\(code))"
        case .completed: return "completed"
        }
    }
}

/// An event at a tick.
struct Timed: Equatable {
    var time: Int
    var event: ModelEvent
    /// Whether a timer delivered it (it then comes after a hot source's event of the same tick).
    var fromTimer = false

    static func == (lhs: Timed, rhs: Timed) -> Bool {
        lhs.time == rhs.time && lhs.event == rhs.event
    }
}

extension Timed {
    /// An event at `moment`.
    init(at moment: Moment, _ event: ModelEvent) {
        self.init(time: moment.time, event: event, fromTimer: moment.fromTimer)
    }

    /// Another event at the same point in the order of events.
    func replacing(_ event: ModelEvent) -> Timed {
        Timed(time: time, event: event, fromTimer: fromTimer)
    }
}

/// A point in the order of events: a tick, and whether within it the event came from a timer
/// (after every hot source's event of that tick).
struct Moment: Comparable {
    var time: Int
    var fromTimer = false

    static let never = Moment(time: .max, fromTimer: true)

    /// When what is scheduled at once at this moment runs on the test scheduler: one tick
    /// later, as it runs what is scheduled for its current tick.
    var scheduledNow: Moment {
        self == .never ? self : Moment(time: time + 1, fromTimer: true)
    }

    init(time: Int, fromTimer: Bool = false) {
        self.time = time
        self.fromTimer = fromTimer
    }

    init(_ timed: Timed) {
        self.init(time: timed.time, fromTimer: timed.fromTimer)
    }

    static func < (lhs: Moment, rhs: Moment) -> Bool {
        (lhs.time, lhs.fromTimer ? 1 : 0) < (rhs.time, rhs.fromTimer ? 1 : 0)
    }
}

/// A subscription of a hot source: subscribed at `start`, ended at `end`.
struct ModelSubscription: Equatable, CustomStringConvertible {
    var start: Int
    var end: Int

    var description: String { "(\(start), \(end))" }
}

/// The model's answer for a pipeline: the output events (not cut at the disposal) and, per hot
/// source, its subscriptions.
struct Evaluation {
    var events: [Timed]
    var subscriptions: [Int: [ModelSubscription]] = [:]

    mutating func add(_ other: [Int: [ModelSubscription]]) {
        for (source, list) in other {
            subscriptions[source, default: []] += list
        }
    }
}

extension Array where Element == Timed {
    /// The tick of the terminal event, if there is one.
    var terminalTime: Int? {
        last.flatMap { $0.event.isTerminal ? $0.time : nil }
    }

    /// When the terminal event happens, if there is one.
    var terminalMoment: Moment? {
        last.flatMap { $0.event.isTerminal ? Moment($0) : nil }
    }

    /// The events up to and including the first terminal one.
    var upToTerminal: [Timed] {
        guard let index = firstIndex(where: { $0.event.isTerminal }) else { return self }
        return Array(self[...index])
    }
}

/// The reference model of a pipeline over its hot sources.
struct ReferenceModel {
    let pipeline: Pipeline

    /// The output of the whole pipeline, subscribed at 200 and disposed at `pipeline.disposal`:
    /// the events before the disposal and every hot source's subscriptions.
    func run() -> (events: [Timed], subscriptions: [Int: [ModelSubscription]]) {
        let evaluation = evaluate(operatorCount: pipeline.operators.count, start: 200, cancel: Moment(time: pipeline.disposal))
        return (evaluation.events.filter { $0.time < pipeline.disposal }, evaluation.subscriptions)
    }

    /// Hot source `index` subscribed at `start` and unsubscribed at `cancel` at the latest, or
    /// at its terminal event (the adapter that makes it an `Observable` ends there).
    func hot(_ index: Int, start: Int, cancel: Moment) -> Evaluation {
        let events = pipeline.sources[index].filter { $0.time > start }.upToTerminal
        guard Moment(time: start) <= cancel else { return Evaluation(events: events) }
        let end = Swift.min(events.terminalTime ?? .max, cancel.time)
        return Evaluation(events: events, subscriptions: [index: [ModelSubscription(start: start, end: end)]])
    }

    /// The events of the first `operatorCount` operators applied to source 0, subscribed at
    /// `start`, with the subscriptions they make when disposed at `cancel`.
    ///
    /// The events are those of a subscription never disposed; the caller cuts them. The
    /// subscriptions end at the earliest of `cancel`, the tick at which this stage's output
    /// ends (it then disposes what it subscribed) and the sources' own terminal events.
    func evaluate(operatorCount: Int, start: Int, cancel: Moment) -> Evaluation {
        if operatorCount == 0 {
            return hot(0, start: start, cancel: cancel)
        }
        let op = pipeline.operators[operatorCount - 1]
        if case .take(0) = op {
            // `take(0)` completes at once without subscribing.
            return Evaluation(events: [Timed(time: start, event: .completed)])
        }
        if case .throwingFactory = op {
            // The factory fails before the input is subscribed.
            return Evaluation(events: [Timed(time: start, event: .error(Operator.thrownCode))])
        }
        switch op {
        case .retry(let attempts), .retryWhen(let attempts):
            return evaluateRetry(operatorCount: operatorCount, attempts: attempts, start: start, cancel: cancel)
        case .retryForever:
            return evaluateRetry(operatorCount: operatorCount, attempts: .max, start: start, cancel: cancel)
        case .single(let stage) where stage.retryAttempts != nil:
            return evaluateRetry(operatorCount: operatorCount, attempts: stage.retryAttempts!, start: start, cancel: cancel) {
                atMostOneElement($0, requiresElement: true)
            }
        case .single(.subscribeOn):
            return evaluateDelayedSubscription(operatorCount: operatorCount, late: Moment(time: start + 1, fromTimer: true), cancel: cancel.scheduledNow) {
                atMostOneElement($0, requiresElement: true)
            }
        case .single(.delaySubscription(let dueTime)):
            return evaluateDelayedSubscription(operatorCount: operatorCount, late: Moment(time: start + dueTime, fromTimer: true), cancel: cancel) {
                atMostOneElement($0, requiresElement: true)
            }
        default:
            break
        }
        if case .subscribeOn = op {
            // The subscription, and the disposal, are scheduled at once.
            return evaluateDelayedSubscription(operatorCount: operatorCount, late: Moment(time: start + 1, fromTimer: true), cancel: cancel.scheduledNow)
        }
        if case .delaySubscription(let dueTime) = op {
            return evaluateDelayedSubscription(operatorCount: operatorCount, late: Moment(time: start + dueTime, fromTimer: true), cancel: cancel)
        }
        if case .shared(let sharing, let firstTake, let lateBy) = op {
            return evaluateShared(operatorCount: operatorCount, sharing: sharing, firstTake: firstTake, lateBy: lateBy, start: start, cancel: cancel)
        }
        let input = evaluate(operatorCount: operatorCount - 1, start: start, cancel: .never).events
        let applied = apply(op, to: input, start: start)
        let cut = Swift.min(cancel, applied.events.terminalMoment ?? .never)
        var result = Evaluation(events: applied.events)
        result.add(evaluate(operatorCount: operatorCount - 1, start: start, cancel: Swift.min(cut, applied.inputCut)).subscriptions)
        if let side = applied.side {
            let sideCancel = Swift.min(cut, side.cut)
            // `concat` and `catch` move to their side source on their input's terminal event,
            // and `merge` subscribes it after its input: none of them does once disposed. `zip`,
            // `combineLatest` and `amb` subscribe every source, disposed or not, as RxSwift does.
            if side.skippedOnceDisposed ? side.start < sideCancel : side.start <= sideCancel {
                result.add(hot(side.index, start: side.start.time, cancel: sideCancel).subscriptions)
            }
        }
        return result
    }

    /// `retry(attempts)`: the stages before it are subscribed again, at the tick of the error,
    /// up to `attempts` subscriptions in all; the last one's error ends the result. With no
    /// attempts at all, it completes at once without subscribing. `attempt` is what the retried
    /// sequence makes of the events of the stages before it (`asSingle()` for a `Single`'s
    /// `retry`); each subscription of those stages ends with its attempt.
    func evaluateRetry(operatorCount: Int, attempts: Int, start: Int, cancel: Moment, attempt: ([Timed]) -> [Timed] = { $0 }) -> Evaluation {
        if attempts == 0 {
            return Evaluation(events: [Timed(time: start, event: .completed)])
        }
        var starts = [Moment(time: start)]
        var output: [Timed] = []
        for count in 1...attempts {
            let events = attempt(evaluate(operatorCount: operatorCount - 1, start: starts[count - 1].time, cancel: .never).events)
            if count < attempts, let last = events.last, case .error = last.event {
                output += events.dropLast()
                starts.append(Moment(last))
                continue
            }
            output += events
            break
        }
        let cut = Swift.min(cancel, output.terminalMoment ?? .never)
        var result = Evaluation(events: output)
        for (index, attemptStart) in starts.enumerated() where attemptStart <= cut {
            let attemptEnd = index + 1 < starts.count ? starts[index + 1] : Moment.never
            result.add(evaluate(operatorCount: operatorCount - 1, start: attemptStart.time, cancel: Swift.min(cut, attemptEnd)).subscriptions)
        }
        return result
    }

    /// The stages before this one subscribed `late` by a timer, unless disposed by then; what
    /// they emit at once happens in the timer's action. `then` is what the stage makes of their
    /// events (`asSingle()` for a `Single`'s); its end ends their subscription.
    func evaluateDelayedSubscription(operatorCount: Int, late: Moment, cancel: Moment, then: ([Timed]) -> [Timed] = { $0 }) -> Evaluation {
        let events = then(evaluate(operatorCount: operatorCount - 1, start: late.time, cancel: .never).events.map {
            $0.time == late.time ? Timed(at: late, $0.event) : $0
        })
        var result = Evaluation(events: events)
        if late < cancel {
            result.add(evaluate(operatorCount: operatorCount - 1, start: late.time, cancel: Swift.min(cancel, events.terminalMoment ?? .never)).subscriptions)
        }
        return result
    }

    /// A `shared` stage: its input shared, subscribed at `start` (keeping `firstTake` elements
    /// when set) and again by a timer `lateBy` ticks later, each subscription's elements tagged
    /// with its number and merged. Each connection subscribes the stages before it again.
    ///
    /// - The first subscription sees the whole first connection: it subscribes before the
    ///   source is connected.
    /// - The first connection ends at the input's terminal event; counted by reference, also
    ///   when the first subscription leaves before the second arrives.
    /// - Still connected, the second subscription is replayed the latest `replay` elements,
    ///   then receives what follows.
    /// - After the input's terminal event, a `.forever` subject replays its latest elements and
    ///   the terminal event; otherwise a reference count connects a new subject to the input
    ///   again; a `replay` connected once leaves the second subscription on a new subject that
    ///   nothing feeds.
    /// - After the first subscription left, a reference count connects the input again, through
    ///   the same subject (replaying what it kept) when it is `.forever`, a new one otherwise.
    /// - The second subscription is not made once the stage is disposed or the first ended
    ///   the merge with an error.
    /// - Each connection ends when the stage is disposed.
    func evaluateShared(operatorCount: Int, sharing: Sharing, firstTake: Int?, lateBy: Int, start: Int, cancel: Moment) -> Evaluation {
        let late = Moment(time: start + lateBy, fromTimer: true)
        // An `Infallible`'s `share` shares the input with its error replaced.
        func connected(_ events: [Timed]) -> [Timed] {
            sharing.fallback.map { apply(.catchAndReturn($0), to: events, start: start).events } ?? events
        }
        let connection = connected(evaluate(operatorCount: operatorCount - 1, start: start, cancel: .never).events)
        let first = firstTake.map { apply(.take($0), to: connection, start: start).events } ?? connection
        let leftByTake = firstTake.map { connection.compactMap(\.event.element).count >= $0 } ?? false
        let left = leftByTake ? first.terminalMoment : nil
        // Counted by reference, the first subscription leaving alone disconnects the input: at
        // once, before the connection's next event, even one of the same moment; but when it
        // leaves while the input is being connected (with an element the input emits at once),
        // only once the input is connected, after all it emits at once.
        let leavesAlone = sharing.isRefCounted && left.map { $0 < late } == true
        // What the first connection hands to the subject.
        let delivered: [Timed]
        if !leavesAlone {
            delivered = connection
        } else if left == Moment(time: start) {
            delivered = connection.filter { $0.time == start }
        } else {
            delivered = Array(first.dropLast())
        }
        let disconnected = leavesAlone && delivered.terminalMoment == nil
        let connectionEnd = disconnected ? left ?? .never : connection.terminalMoment ?? .never
        let kept = delivered.filter { Moment($0) < late }.compactMap(\.event.element)
        let replayed = kept.suffix(sharing.replay).map { Timed(at: late, .next($0)) }
        // The input connected again by the second subscription: what it emits at once happens
        // in the timer's action.
        func reconnection() -> [Timed] {
            connected(evaluate(operatorCount: operatorCount - 1, start: late.time, cancel: .never).events).map {
                $0.time == late.time ? Timed(at: late, $0.event) : $0
            }
        }
        let second: [Timed]
        let reconnects: Bool
        if late < connectionEnd {
            second = replayed + connection.filter { late < Moment($0) }
            reconnects = false
        } else if !disconnected, let terminal = connection.last, sharing.keepsSubject {
            second = replayed + [Timed(at: late, terminal.event)]
            reconnects = false
        } else if !disconnected {
            second = sharing.isRefCounted ? reconnection() : []
            reconnects = sharing.isRefCounted
        } else {
            // Disconnected by the first subscription leaving.
            second = (sharing.keepsSubject ? replayed : []) + reconnection()
            reconnects = true
        }
        // The subject hands each connection event to the first subscription, then to the
        // second: at one moment, events go by the connection event they come from. The first
        // subscription's i-th event is the connection's i-th, but for the completion of its
        // `take`, which follows the element before it; the second's live events are the last
        // of the connection's.
        func firstOrigin(_ index: Int) -> Int {
            leftByTake && index == first.count - 1 ? index - 1 : index
        }
        func secondOrigin(_ index: Int) -> Int {
            connection.count - second.count + index
        }
        let keyed = mapElements(first) { [Operator.combined($0, 0)] }.enumerated().map { (Moment($1), firstOrigin($0), 0, $0, $1) }
            + mapElements(second) { [Operator.combined($0, 1)] }.enumerated().map { (Moment($1), secondOrigin($0), 1, $0, $1) }
        let ordered = keyed.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
        let output = merge(ordered.map { (side: $0.2, timed: $0.4) })
        let cut = Swift.min(cancel, output.terminalMoment ?? .never)
        var result = Evaluation(events: output)
        result.add(evaluate(operatorCount: operatorCount - 1, start: start, cancel: Swift.min(cut, connectionEnd)).subscriptions)
        if reconnects && late <= cut {
            result.add(evaluate(operatorCount: operatorCount - 1, start: late.time, cancel: cut).subscriptions)
        }
        return result
    }

    /// What one operator makes of its input.
    struct Applied {
        var events: [Timed]
        /// When the operator stops listening to its input apart from its own end (`amb`).
        var inputCut = Moment.never
        /// The hot source the operator subscribes besides its input, when and until when.
        var side: (index: Int, start: Moment, cut: Moment, skippedOnceDisposed: Bool)?
    }

    func apply(_ op: Operator, to input: [Timed], start: Int) -> Applied {
        switch op {
        case .map(let a, let b):
            return Applied(events: mapElements(input) { [Operator.mapped(a, b, $0)] })
        case .filter(let modulus, let remainder):
            return Applied(events: mapElements(input) { Operator.passes(modulus, remainder, $0) ? [$0] : [] })
        case .compactMap(let modulus):
            return Applied(events: mapElements(input) { Operator.compactMapped(modulus, $0).map { [$0] } ?? [] })
        case .scan(let seed):
            var accumulated = seed
            return Applied(events: mapElements(input) { value in
                accumulated = accumulated &+ value
                return [accumulated]
            })
        case .reduce(let seed):
            var accumulated = seed
            return Applied(events: collectUntilCompletion(input) { elements in
                for value in elements { accumulated = accumulated &+ value }
                return [accumulated]
            })
        case .toArray:
            return Applied(events: collectUntilCompletion(input) { [Operator.arrayHash($0)] })
        case .takeLast(let count):
            return Applied(events: collectUntilCompletion(input) { Array($0.suffix(count)) })
        case .take(let count):
            var taken = 0
            return Applied(events: endingElements(input) { value in
                taken += 1
                return taken == count ? ([value], true) : ([value], false)
            })
        case .takeWhile(let limit, let inclusive):
            return Applied(events: endingElements(input) { value in
                value < limit ? ([value], false) : (inclusive ? [value] : [], true)
            })
        case .elementAt(let index):
            var seen = 0
            var events = endingElements(input) { value in
                seen += 1
                return seen == index + 1 ? ([value], true) : ([], false)
            }
            if let last = events.last, last.event == .completed, seen <= index {
                events[events.count - 1].event = .error(Operator.outOfRangeCode)
            }
            return Applied(events: events)
        case .skip(let count):
            var skipped = 0
            return Applied(events: mapElements(input) { value in
                if skipped < count {
                    skipped += 1
                    return []
                }
                return [value]
            })
        case .skipWhile(let limit):
            var skipping = true
            return Applied(events: mapElements(input) { value in
                skipping = skipping && value < limit
                return skipping ? [] : [value]
            })
        case .distinctUntilChanged(let modulus):
            var previous: Int?
            return Applied(events: mapElements(input) { value in
                let key = Operator.key(modulus, value)
                defer { previous = key }
                return previous == key ? [] : [value]
            })
        case .startWith(let values):
            return Applied(events: values.map { Timed(time: start, event: .next($0)) } + input)
        case .ignoreElements:
            return Applied(events: input.filter { $0.event.isTerminal })
        case .materialize:
            var events: [Timed] = []
            for timed in input {
                events.append(Timed(time: timed.time, event: .next(Operator.encode(timed.event)), fromTimer: timed.fromTimer))
                if timed.event.isTerminal {
                    events.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
                }
            }
            return Applied(events: events)
        case .catchAndReturn(let value):
            return Applied(events: input.flatMap { timed -> [Timed] in
                guard case .error = timed.event else { return [timed] }
                return [Timed(time: timed.time, event: .next(value), fromTimer: timed.fromTimer), Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer)]
            })
        case .flatMapJust(_, let offset):
            return Applied(events: mapElements(input) { [$0 &+ offset] })
        case .flatMapPair(_, let offset):
            return Applied(events: mapElements(input) { [$0, $0 &+ offset] })
        case .concat(let side):
            guard let last = input.last, last.event == .completed else { return Applied(events: input) }
            let second = hot(side, start: last.time, cancel: .never).events
            return Applied(events: input.dropLast() + second, side: (side, Moment(last), .never, true))
        case .catchWith(let side):
            guard let last = input.last, case .error = last.event else { return Applied(events: input) }
            let fallback = hot(side, start: last.time, cancel: .never).events
            return Applied(events: input.dropLast() + fallback, side: (side, Moment(last), .never, true))
        case .merge(let side):
            return Applied(events: merge(input, hot(side, start: start, cancel: .never).events), side: (side, Moment(time: start), .never, true))
        case .amb(let side):
            let other = hot(side, start: start, cancel: .never).events
            guard let mine = input.first else {
                guard let theirs = other.first else { return Applied(events: [], side: (side, Moment(time: start), .never, false)) }
                return Applied(events: other, inputCut: Moment(theirs), side: (side, Moment(time: start), .never, false))
            }
            if let theirs = other.first, comesBefore(theirs, mine) {
                return Applied(events: other, inputCut: Moment(theirs), side: (side, Moment(time: start), .never, false))
            }
            return Applied(events: input, side: (side, Moment(time: start), Moment(mine), false))
        case .zip(let side):
            return Applied(events: zip(input, hot(side, start: start, cancel: .never).events), side: (side, Moment(time: start), .never, false))
        case .combineLatest(let side):
            return Applied(events: combineLatest(input, hot(side, start: start, cancel: .never).events), side: (side, Moment(time: start), .never, false))
        case .withLatestFrom(let side):
            return Applied(events: withLatestFrom(input, hot(side, start: start, cancel: .never).events), side: (side, Moment(time: start), .never, false))
        case .takeUntil(let side):
            let other = hot(side, start: start, cancel: .never).events
            return Applied(events: takeUntil(input, other), side: (side, Moment(time: start), .never, false))
        case .skipUntil(let side):
            let other = hot(side, start: start, cancel: .never).events
            let (events, silentEnd) = skipUntil(input, other)
            // The other sequence is unsubscribed at its first element.
            let opened = other.first { !$0.event.isTerminal }.map(Moment.init) ?? .never
            return Applied(events: events, inputCut: silentEnd, side: (side, Moment(time: start), Swift.min(silentEnd, opened), false))
        case .sample(let side):
            let sampler = hot(side, start: start, cancel: .never).events
            return Applied(events: sample(input, sampler), side: (side, Moment(time: start), .never, false))
        case .flatMapCold(let kind, let spacing):
            return Applied(events: flatMapCold(kind, input) { Operator.innerEvents($0, spacing: spacing) })
        case .retry, .retryForever, .retryWhen:
            preconditionFailure("retry is evaluated by evaluateRetry")
        case .flatMapEnding(let kind, let ending):
            return Applied(events: flatMapEnding(kind, ending, input))
        case .shared:
            preconditionFailure("shared is evaluated by evaluateShared")
        case .delay(let dueTime):
            return Applied(events: delay(input, by: dueTime))
        case .debounce(let dueTime):
            return Applied(events: debounce(input, by: dueTime))
        case .throttle(let dueTime, let latest):
            return Applied(events: throttle(input, by: dueTime, latest: latest))
        case .buffer(let timeSpan, let count):
            return Applied(events: buffer(chunks(input, timeSpan: timeSpan, count: count, start: start)))
        case .window(let timeSpan, let count):
            return Applied(events: window(chunks(input, timeSpan: timeSpan, count: count, start: start)))
        case .throwing(let closure, let trigger):
            return Applied(events: throwing(closure, trigger: trigger, input))
        case .catchRethrowing:
            return Applied(events: input.map { timed in
                guard case .error = timed.event else { return timed }
                return timed.replacing(.error(Operator.thrownCode))
            })
        case .enumerated:
            var index = -1
            return Applied(events: mapElements(input) { value in
                index += 1
                return [Operator.combined(index, value)]
            })
        case .scanInto(let seed):
            return apply(.scan(seed), to: input, start: start)
        case .distinctMagnitude:
            var previous: UInt?
            return Applied(events: mapElements(input) { value in
                defer { previous = value.magnitude }
                return previous == value.magnitude ? [] : [value]
            })
        case .ifEmptyDefault(let value):
            guard let last = input.last, last.event == .completed, input.count == 1 else { return Applied(events: input) }
            return Applied(events: [last.replacing(.next(value)), last])
        case .ifEmptySwitch(let side):
            guard let last = input.last, last.event == .completed, input.count == 1 else { return Applied(events: input) }
            return Applied(events: hot(side, start: last.time, cancel: .never).events, side: (side, Moment(last), .never, true))
        case .dematerialize(let modulus):
            var events: [Timed] = []
            for timed in input {
                if let value = timed.event.element, value % modulus == 0 {
                    events.append(timed.replacing(.error(Operator.dematerializedCode)))
                    break
                }
                events.append(timed)
            }
            return Applied(events: events)
        case .first:
            guard let end = input.first(where: { $0.event.element != nil || $0.event.isTerminal }) else { return Applied(events: []) }
            switch end.event {
            case .next: return Applied(events: [end, end.replacing(.completed)])
            case .completed: return Applied(events: [end.replacing(.next(Operator.noFirstElement)), end])
            case .error: return Applied(events: [end])
            }
        case .singleElement:
            var events: [Timed] = []
            for timed in input {
                let seen = !events.isEmpty
                switch timed.event {
                case .next where !seen:
                    events.append(timed)
                    continue
                case .next:
                    events.append(timed.replacing(.error(Operator.moreThanOneElementCode)))
                case .completed where !seen:
                    events.append(timed.replacing(.error(Operator.noElementsCode)))
                default:
                    events.append(timed)
                }
                break
            }
            return Applied(events: events)
        case .flatMapTimer(let kind, let dueTime):
            return Applied(events: flatMapCold(kind, input) { [Timed(time: dueTime, event: .next($0)), Timed(time: dueTime, event: .completed)] })
        case .timeout(let dueTime):
            let (events, deadline) = timeout(input, dueTime: dueTime, start: start)
            guard let deadline else { return Applied(events: events) }
            return Applied(events: events + [Timed(at: deadline, .error(Operator.timeoutCode))])
        case .timeoutSwitching(let dueTime, let side):
            let (events, deadline) = timeout(input, dueTime: dueTime, start: start)
            guard let deadline else { return Applied(events: events) }
            let other = hot(side, start: deadline.time, cancel: .never).events
            return Applied(events: events + other, inputCut: deadline, side: (side, deadline, .never, true))
        case .takeFor(let duration):
            let end = Moment(time: start + duration, fromTimer: true)
            let events = input.filter { Moment($0) < end }
            return Applied(events: events.terminalMoment == nil ? events + [Timed(at: end, .completed)] : events)
        case .skipFor(let duration):
            let open = Moment(time: start + duration, fromTimer: true)
            return Applied(events: input.filter { $0.event.isTerminal || open < Moment($0) })
        case .sampleInterval(let period):
            let ticks = stride(from: start + period, to: pipeline.disposal, by: period).map { Timed(time: $0, event: .next(0), fromTimer: true) }
            return Applied(events: sample(input, ticks))
        case .single(let stage), .maybe(let stage):
            let requiresElement = op == .single(stage)
            let trait = atMostOneElement(input, requiresElement: requiresElement)
            var applied = apply(stage, to: trait, start: start, requiresElement: requiresElement)
            // The `Single` or `Maybe` ends its input's subscription as it ends.
            applied.inputCut = Swift.min(applied.inputCut, trait.terminalMoment ?? .never)
            return applied
        case .completable(let stage):
            return apply(stage, to: input.filter(\.event.isTerminal), start: start)
        case .infallible(let value, _, let op):
            let caught = apply(.catchAndReturn(value), to: input, start: start).events
            switch op {
            case .zip(let side), .combineLatest(let side), .withLatestFrom(let side), .merge(let side), .concat(let side):
                return withInfallibleSource(side, value: value).apply(op, to: caught, start: start)
            default:
                return apply(op, to: caught, start: start)
            }
        case .sharedSequence(let entry, let value, let op):
            let shared = sharedSequence(entry, value: value, input)
            switch op {
            case nil:
                return Applied(events: shared)
            case .flatMapJust(let kind, _)?, .flatMapOne(let kind, _, _)?, .flatMapTwo(let kind, _, _)?, .flatMapEnding(let kind, _)?, .flatMapTimer(let kind, _)?,
                 .flatMapInterval(let kind, _)?:
                let periodic: Bool
                if case .flatMapInterval? = op { periodic = true } else { periodic = false }
                return Applied(events: flatMapCold(kind, shared, periodic: periodic) { op!.innerSharedSequenceEvents($0) })
            case .zip(let side)?, .combineLatest(let side)?, .withLatestFrom(let side)?, .merge(let side)?, .concat(let side)?:
                return withSharedSequenceSource(side, value: value).apply(op!, to: shared, start: start)
            case let op?:
                return apply(op, to: shared, start: start)
            }
        case .infallibleFallback(let side, let value):
            return withInfallibleSource(side, value: value).apply(.catchWith(side), to: input, start: start)
        case .flatMapOne(_, let offset, _):
            return Applied(events: mapElements(input) { [$0 &+ offset] })
        case .flatMapInterval(let kind, let period):
            return Applied(events: flatMapCold(kind, input, periodic: true) { Operator.intervalEvents($0, period: period) })
        case .flatMapIntervalOnce(let kind, let dueTime):
            return apply(.flatMapTimer(kind, dueTime), to: input, start: start)
        case .flatMapTwo(_, let offset, let factory):
            return Applied(events: mapElements(input) { factory.elements($0, offset: offset) })
        case .observeOn:
            return Applied(events: observedOnTheTestScheduler(input))
        case .subscribeOn:
            preconditionFailure("subscribe(on:) is evaluated by evaluateDelayedSubscription")
        case .catchSequence(let side):
            return apply(.catchWith(side), to: input, start: start)
        case .groupBy:
            return Applied(events: mapElements(input) { [Operator.combined(Operator.key(2, $0), $0)] })
        case .decode:
            var events: [Timed] = []
            for timed in input {
                if let value = timed.event.element, value % 5 == 0 {
                    events.append(timed.replacing(.error(Operator.otherErrorCode)))
                    break
                }
                events.append(timed)
            }
            return Applied(events: events)
        case .withUnretained, .doNothing, .debug:
            return Applied(events: input)
        case .disposeInHandler(let trigger):
            return Applied(events: endingElements(input) { ([$0], $0 == trigger) })
        case .reentrantSend(let trigger):
            return Applied(events: mapElements(input) { $0 == trigger ? [$0, $0 &+ 100] : [$0] })
        case .throwingFactory:
            preconditionFailure("a throwing factory is evaluated by evaluate(operatorCount:start:cancel:)")
        case .subject(let kind, let lateBy):
            let late = Moment(time: start + lateBy, fromTimer: true)
            return Applied(events: merge(subscribedTwice(kind, input, start: start, late: late)))
        case .relay(let kind, let lateBy):
            let late = Moment(time: start + lateBy, fromTimer: true)
            let elements = input.filter { !$0.event.isTerminal }
            let merged = merge(subscribedTwice(kind, elements, start: start, late: late))
            guard let terminal = input.last, terminal.event.isTerminal else { return Applied(events: merged) }
            return Applied(events: merged.filter { Moment($0) <= Moment(terminal) } + [terminal])
        case .delaySubscription:
            preconditionFailure("delaySubscription is evaluated by evaluateDelayedSubscription")
        case .asSingle:
            return Applied(events: atMostOneElement(input, requiresElement: true))
        case .asMaybe:
            return Applied(events: atMostOneElement(input, requiresElement: false))
        }
    }

    /// A stage of a `Single` or a `Maybe` whose events are `events`: none, a terminal event, or
    /// an element and the completion at one moment.
    func apply(_ stage: TraitStage, to events: [Timed], start: Int, requiresElement: Bool) -> Applied {
        // What the element, if there is one, becomes at its moment.
        func succeeding(_ transform: (Int, Timed) -> [Timed]) -> [Timed] {
            guard let first = events.first, case .next(let value) = first.event else { return events }
            return transform(value, first)
        }
        func success(_ value: Int, at timed: Timed) -> [Timed] {
            [timed.replacing(.next(value)), timed.replacing(.completed)]
        }
        switch stage {
        case .map(let k):
            return Applied(events: mapElements(events) { [$0 &+ k] })
        case .filter:
            return Applied(events: mapElements(events) { $0 % 2 == 0 ? [$0] : [] })
        case .compactMap:
            return Applied(events: mapElements(events) { $0 % 3 == 0 ? [] : [$0] })
        case .flatMap(let k):
            return Applied(events: succeeding { value, timed in
                switch Operator.innerChoice(value) {
                case 1: return [timed.replacing(.error(Operator.thrownCode))]
                case 2: return []
                case 3: return requiresElement ? success(value &+ k, at: timed) : [timed.replacing(.completed)]
                default: return success(value &+ k, at: timed)
                }
            })
        case .flatMapMaybe:
            return Applied(events: succeeding { value, timed in value % 2 == 0 ? success(value, at: timed) : [timed.replacing(.completed)] })
        case .flatMapCompletable:
            return Applied(events: succeeding { value, timed in [timed.replacing(value % 2 == 0 ? .completed : .error(Operator.thrownCode))] })
        case .catchAndReturn(let value), .catchJust(let value):
            return apply(.catchAndReturn(value), to: events, start: start)
        case .asMaybe:
            return Applied(events: events)
        case .asCompletable:
            return Applied(events: events.filter(\.event.isTerminal))
        case .doThrowing(let trigger):
            return Applied(events: succeeding { value, timed in value == trigger ? [timed.replacing(.error(Operator.thrownCode))] : events })
        case .ifEmptyDefault(let value), .ifEmptySwitch(let value):
            guard let only = events.first, only.event == .completed else { return Applied(events: events) }
            return Applied(events: success(value, at: only))
        case .zip(let side):
            let other = atMostOneElement(hot(side, start: start, cancel: .never).events, requiresElement: requiresElement)
            return Applied(events: zip(events, other), side: (side, Moment(time: start), other.terminalMoment ?? .never, false))
        case .delay(let dueTime):
            return apply(.delay(dueTime), to: events, start: start)
        case .timeout(let dueTime):
            return apply(.timeout(dueTime), to: events, start: start)
        case .observeOn:
            return Applied(events: observedOnTheTestScheduler(events))
        case .deferred, .using, .debug:
            return Applied(events: events)
        case .retry, .retryForever, .retryWhen, .subscribeOn, .delaySubscription:
            preconditionFailure("\(stage) is evaluated by evaluate(operatorCount:start:cancel:)")
        case .flatMapTimer(let dueTime):
            return Applied(events: succeeding { value, timed in
                [Timed(time: timed.time + dueTime, event: .next(value), fromTimer: true), Timed(time: timed.time + dueTime, event: .completed, fromTimer: true)]
            })
        }
    }

    /// A stage of a `Completable` whose events are `events`: none or a terminal event.
    func apply(_ stage: CompletableStage, to events: [Timed], start: Int) -> Applied {
        switch stage {
        case .concat(let side):
            guard let last = events.last, last.event == .completed else { return Applied(events: events) }
            let other = hot(side, start: last.time, cancel: .never).events.filter(\.event.isTerminal)
            return Applied(events: other, side: (side, Moment(last), .never, true))
        case .merge(let side), .zip(let side):
            let other = hot(side, start: start, cancel: .never).events.filter(\.event.isTerminal)
            return Applied(events: merge(events, other), side: (side, Moment(time: start), .never, true))
        case .concatFactory(let kind):
            guard let last = events.last, last.event == .completed else { return Applied(events: events) }
            switch kind {
            case 1: return Applied(events: [last.replacing(.error(Operator.thrownCode))])
            case 3: return Applied(events: [])
            default: return Applied(events: [last])
            }
        case .doOnErrorThrowing:
            return apply(.catchRethrowing, to: events, start: start)
        }
    }

    /// This model over the same pipeline but for hot source `index` made infallible by
    /// `asInfallible(onErrorJustReturn: value)`: its error replaced by `value` and the
    /// completion.
    func withInfallibleSource(_ index: Int, value: Int) -> ReferenceModel {
        var caught = pipeline
        caught.sources[index] = caught.sources[index].flatMap { timed -> [Timed] in
            guard case .error = timed.event else { return [timed] }
            return [timed.replacing(.next(value)), timed.replacing(.completed)]
        }
        return ReferenceModel(pipeline: caught)
    }

    /// This model over the same pipeline but for hot source `index` as a shared sequence made
    /// by `asSharedSequence(onErrorJustReturn: value)` (`sharedSequence(_:value:_:)`); its
    /// subscriptions are still those of the hot source.
    func withSharedSequenceSource(_ index: Int, value: Int) -> ReferenceModel {
        var shared = pipeline
        shared.sources[index] = sharedSequence(.driverJustReturn, value: value, pipeline.sources[index])
        return ReferenceModel(pipeline: shared)
    }

    // MARK: - Building blocks

    /// The `flatMap` family over inner sequences that emit at once: `just(element)`, or for
    /// multiples of 3 `ending`. A `never()` inner sequence stays subscribed: the operators that
    /// queue or drop elements while inner sequences run do so behind it, and the result does
    /// not complete while it runs.
    func flatMapEnding(_ kind: FlatMapKind, _ ending: InnerEnding, _ input: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var running = 0
        var queued = false
        for timed in input {
            switch timed.event {
            case .next(let value):
                switch kind.flattening {
                case .all: break
                case .queued(let limit):
                    if running >= limit {
                        queued = true
                        continue
                    }
                case .latest: running = 0
                case .first: if running > 0 { continue }
                }
                guard value % 3 == 0 else {
                    output.append(timed)
                    continue
                }
                switch ending {
                case .error:
                    output.append(timed.replacing(.error(Operator.thrownCode)))
                    return output
                case .never: running += 1
                case .empty: break
                }
            case .error:
                output.append(timed)
                return output
            case .completed:
                if running == 0 && !queued { output.append(timed) }
                return output
            }
        }
        return output
    }

    /// A `Driver` or a `Signal` of `input` on the test scheduler: it observes the input there,
    /// replacing an error by `value` and the completion, at once (`onErrorJustReturn`) or, by a
    /// `just` shared sequence, one tick later; made of an `Infallible`, the error is replaced
    /// before.
    func sharedSequence(_ entry: SharedSequenceEntry, value: Int, _ input: [Timed]) -> [Timed] {
        switch entry {
        case .infallibleDriver, .infallibleSignal:
            return observedOnTheTestScheduler(apply(.catchAndReturn(value), to: input, start: 0).events)
        case .driverJustReturn, .signalJustReturn:
            return apply(.catchAndReturn(value), to: observedOnTheTestScheduler(input), start: 0).events
        case .driverRecover, .driverDriveWith, .signalRecover, .signalSignalWith:
            let observed = observedOnTheTestScheduler(input)
            guard let last = observed.last, case .error = last.event else { return observed }
            let recovered = Moment(last).scheduledNow
            return observed.dropLast() + [Timed(at: recovered, .next(value)), Timed(at: recovered, .completed)]
        }
    }

    /// `observe(on:)` the test scheduler: what is scheduled at once runs one tick later there,
    /// and each run delivers one queued event, scheduling the next run while events wait.
    func observedOnTheTestScheduler(_ input: [Timed]) -> [Timed] {
        var lastDelivery = Int.min
        return input.map { timed in
            lastDelivery = Swift.max(timed.time + 1, lastDelivery + 1)
            return Timed(time: lastDelivery, event: timed.event, fromTimer: true)
        }
    }

    /// The two subscriptions of a subject fed by `input` from `start`, the first made before the
    /// feed starts and the second at `late`, their elements tagged with their number, in the
    /// order the subject delivers them: at one moment, by the input event they come from, to
    /// the first subscriber, then to the second.
    func subscribedTwice(_ kind: SubjectKind, _ input: [Timed], start: Int, late: Moment) -> [(side: Int, timed: Timed)] {
        let keyed = [nil, late].enumerated().flatMap { side, subscribed in
            subscriber(of: kind, input, start: start, late: subscribed).enumerated().map { position, item in
                let tagged = item.timed.event.element.map { item.timed.replacing(.next(Operator.combined($0, side))) } ?? item.timed
                return (Moment(item.timed), item.origin, side, position, tagged)
            }
        }
        return keyed.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }.map { (side: $0.2, timed: $0.4) }
    }

    /// What a subscriber of a subject of `kind` fed by `input` receives, subscribed before the
    /// feed starts at `start`, or at `late`; each event with the index of the input event it
    /// comes from, -1 for those sent on subscribing.
    ///
    /// - A `PublishSubject` passes on what follows; a `ReplaySubject` first replays its latest
    ///   elements; a `BehaviorSubject` first sends its latest element, or its initial value.
    /// - An `AsyncSubject` sends its last element, if any, and the completion when fed the
    ///   completion; an error alone.
    /// - Once the subject stopped, a late subscriber receives the terminal event, replayed
    ///   elements first (a `ReplaySubject`), or the last element (an `AsyncSubject` that
    ///   completed).
    func subscriber(of kind: SubjectKind, _ input: [Timed], start: Int, late: Moment?) -> [(origin: Int, timed: Timed)] {
        let live = input.enumerated().map { (origin: $0.offset, timed: $0.element) }
        guard let late else {
            switch kind {
            case .behavior(let value): return [(-1, Timed(time: start, event: .next(value)))] + live
            case .async: return asyncSubject(input).map { (input.count - 1, $0) }
            default: return live
            }
        }
        let before = input.filter { Moment($0) < late }
        let stop = before.last.flatMap { $0.event.isTerminal ? $0 : nil }
        if case .async = kind {
            return stop == nil ? asyncSubject(input).map { (input.count - 1, $0) } : asyncSubject(before).map { (-1, Timed(at: late, $0.event)) }
        }
        let kept = before.compactMap(\.event.element)
        let replayed: [Int]
        switch kind {
        case .behavior(let value): replayed = stop == nil ? [kept.last ?? value] : []
        default: replayed = kind.replay.map { Array(kept.suffix($0)) } ?? []
        }
        let rest = stop.map { [(-1, Timed(at: late, $0.event))] } ?? live.filter { late < Moment($0.timed) }
        return replayed.map { (-1, Timed(at: late, .next($0))) } + rest
    }

    /// An `AsyncSubject` fed `input`, as its subscribers see it.
    func asyncSubject(_ input: [Timed]) -> [Timed] {
        guard let end = input.last, end.event.isTerminal else { return [] }
        guard end.event == .completed, let last = input.last(where: { $0.event.element != nil }) else { return [end] }
        return [end.replacing(last.event), end]
    }

    /// `timeout`: the events until the first gap of `dueTime` without an element, counted
    /// from the subscription and from each element, and when that gap ends (`nil` when the
    /// input ended first). The timer runs after a hot source's event of its tick.
    func timeout(_ input: [Timed], dueTime: Int, start: Int) -> (events: [Timed], deadline: Moment?) {
        var events: [Timed] = []
        var deadline = Moment(time: start + dueTime, fromTimer: true)
        for timed in input {
            if deadline < Moment(timed) {
                return (events, deadline)
            }
            events.append(timed)
            if timed.event.isTerminal {
                return (events, nil)
            }
            deadline = Moment(time: timed.time + dueTime, fromTimer: true)
        }
        return (events, deadline)
    }

    /// `asSingle` and `asMaybe`: the one element is held until the completion; a second one
    /// fails at once; completing without one fails when `requiresElement`.
    func atMostOneElement(_ input: [Timed], requiresElement: Bool) -> [Timed] {
        var element: Int?
        for timed in input {
            switch timed.event {
            case .next(let value):
                if element != nil {
                    return [timed.replacing(.error(Operator.moreThanOneElementCode))]
                }
                element = value
            case .error:
                return [timed]
            case .completed:
                if let element {
                    return [timed.replacing(.next(element)), timed]
                }
                return [requiresElement ? timed.replacing(.error(Operator.noElementsCode)) : timed]
            }
        }
        return []
    }

    /// A stage whose user closure throws on `trigger` (`ThrowingClosure`; never when `nil`):
    /// the error ends the result at the element that made it throw, before which the operator
    /// does what its closure says. `skip(while:)` stops calling its predicate once it let an
    /// element through.
    func throwing(_ closure: ThrowingClosure, trigger: Int?, _ input: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var accumulated = 0
        var skipping = true
        var previousKey: Int?
        var seenMatch = false
        for timed in input {
            guard case .next(let value) = timed.event else {
                switch (closure, timed.event) {
                case (.reduce, .completed):
                    output.append(timed.replacing(.next(accumulated)))
                case (.single, .completed) where !seenMatch:
                    output.append(timed.replacing(.error(Operator.noElementsCode)))
                    return output
                default:
                    break
                }
                output.append(timed)
                return output
            }
            if (closure != .skipWhile || skipping) && value == trigger {
                output.append(timed.replacing(.error(Operator.thrownCode)))
                return output
            }
            switch closure {
            case .map:
                output.append(timed.replacing(.next(value &+ 1)))
            case .filter:
                if value % 2 == 0 { output.append(timed) }
            case .compactMap:
                if value % 3 != 0 { output.append(timed) }
            case .scan:
                accumulated = accumulated &+ value
                output.append(timed.replacing(.next(accumulated)))
            case .reduce:
                accumulated = accumulated &+ value
            case .takeWhile:
                guard value < 8 else {
                    output.append(timed.replacing(.completed))
                    return output
                }
                output.append(timed)
            case .skipWhile:
                skipping = skipping && value < 5
                if !skipping { output.append(timed) }
            case .distinctKey:
                let key = Operator.key(3, value)
                if key != previousKey { output.append(timed) }
                previousKey = key
            case .flatMapSelector, .doOnNext:
                output.append(timed)
            case .single:
                guard value % 2 == 0 else { continue }
                if seenMatch {
                    output.append(timed.replacing(.error(Operator.moreThanOneElementCode)))
                    return output
                }
                seenMatch = true
                output.append(timed)
            }
        }
        return output
    }

    /// Replaces each element by what `transform` returns; terminal events pass unchanged.
    func mapElements(_ input: [Timed], _ transform: (Int) -> [Int]) -> [Timed] {
        input.flatMap { timed -> [Timed] in
            guard case .next(let value) = timed.event else { return [timed] }
            return transform(value).map { Timed(time: timed.time, event: .next($0), fromTimer: timed.fromTimer) }
        }
    }

    /// Passes elements through `step`, which returns what to emit and whether to complete right
    /// after.
    func endingElements(_ input: [Timed], _ step: (Int) -> (emit: [Int], complete: Bool)) -> [Timed] {
        var output: [Timed] = []
        for timed in input {
            guard case .next(let value) = timed.event else {
                output.append(timed)
                return output
            }
            let decision = step(value)
            output += decision.emit.map { Timed(time: timed.time, event: .next($0), fromTimer: timed.fromTimer) }
            if decision.complete {
                output.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
                return output
            }
        }
        return output
    }

    /// Keeps every element; on completion emits `finish` of them, then completes. An error
    /// passes, dropping them.
    func collectUntilCompletion(_ input: [Timed], _ finish: ([Int]) -> [Int]) -> [Timed] {
        var elements: [Int] = []
        for timed in input {
            switch timed.event {
            case .next(let value):
                elements.append(value)
            case .error:
                return [timed]
            case .completed:
                return finish(elements).map { Timed(time: timed.time, event: .next($0), fromTimer: timed.fromTimer) } + [timed]
            }
        }
        return []
    }

    /// Whether an operator's timer due at `time` runs before its input's event `timed`: at one
    /// tick, after a hot source's event (scheduled when the test began), but before an event a
    /// timer delivers (a `Driver`'s or a `Signal`'s, scheduled the tick before, after the
    /// operator's timer).
    func timerRunsFirst(at time: Int, before timed: Timed) -> Bool {
        time < timed.time || (time == timed.time && timed.fromTimer)
    }

    /// Whether `first` happens before `second`, which come from different sequences.
    func comesBefore(_ first: Timed, _ second: Timed) -> Bool {
        first.time < second.time || (first.time == second.time && !first.fromTimer && second.fromTimer)
    }

    /// Two sequences' events in the order they happen, each tagged with its side (0 or 1).
    func interleave(_ first: [Timed], _ second: [Timed]) -> [(side: Int, timed: Timed)] {
        var result: [(side: Int, timed: Timed)] = []
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && !comesBefore(second[j], first[i])) {
                result.append((0, first[i]))
                i += 1
            } else {
                result.append((1, second[j]))
                j += 1
            }
        }
        return result
    }

    func merge(_ first: [Timed], _ second: [Timed]) -> [Timed] {
        merge(interleave(first, second))
    }

    /// `merge` over two sequences' events in the order they happen, each tagged with its side.
    func merge(_ events: [(side: Int, timed: Timed)]) -> [Timed] {
        var output: [Timed] = []
        var completed = [false, false]
        for (side, timed) in events {
            switch timed.event {
            case .next:
                output.append(timed)
            case .error:
                output.append(timed)
                return output
            case .completed:
                completed[side] = true
                if completed[0] && completed[1] {
                    output.append(timed)
                    return output
                }
            }
        }
        return output
    }

    /// RxSwift 6.10's `zip`: pairs by position, completes only when both have completed.
    func zip(_ first: [Timed], _ second: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var queues: [[Int]] = [[], []]
        var completed = [false, false]
        for (side, timed) in interleave(first, second) {
            switch timed.event {
            case .next(let value):
                queues[side].append(value)
                if !queues[0].isEmpty && !queues[1].isEmpty {
                    let pair = Operator.combined(queues[0].removeFirst(), queues[1].removeFirst())
                    output.append(Timed(time: timed.time, event: .next(pair), fromTimer: timed.fromTimer))
                }
            case .error:
                output.append(timed)
                return output
            case .completed:
                completed[side] = true
                if completed[0] && completed[1] {
                    output.append(timed)
                    return output
                }
            }
        }
        return output
    }

    /// `combineLatest`: completes when both completed, or when one sends an element while the
    /// other completed without ever sending one.
    func combineLatest(_ first: [Timed], _ second: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var latest: [Int?] = [nil, nil]
        var completed = [false, false]
        for (side, timed) in interleave(first, second) {
            switch timed.event {
            case .next(let value):
                latest[side] = value
                if let left = latest[0], let right = latest[1] {
                    output.append(Timed(time: timed.time, event: .next(Operator.combined(left, right)), fromTimer: timed.fromTimer))
                } else if completed[1 - side] {
                    output.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
                    return output
                }
            case .error:
                output.append(timed)
                return output
            case .completed:
                completed[side] = true
                if completed[0] && completed[1] {
                    output.append(timed)
                    return output
                }
            }
        }
        return output
    }

    /// `withLatestFrom`: the second sequence's completion only stops its updates.
    func withLatestFrom(_ first: [Timed], _ second: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var latest: Int?
        for (side, timed) in interleave(first, second) {
            switch (side, timed.event) {
            case (0, .next(let value)):
                if let latest {
                    output.append(Timed(time: timed.time, event: .next(Operator.combined(value, latest)), fromTimer: timed.fromTimer))
                }
            case (1, .next(let value)):
                latest = value
            case (_, .error), (0, .completed):
                output.append(timed)
                return output
            default:
                break
            }
        }
        return output
    }

    /// `take(until:)`: the other sequence's element completes the result, its error ends it,
    /// its completion only stops it from mattering.
    func takeUntil(_ first: [Timed], _ other: [Timed]) -> [Timed] {
        var output: [Timed] = []
        for (side, timed) in interleave(first, other) {
            switch (side, timed.event) {
            case (0, .next):
                output.append(timed)
            case (1, .next):
                output.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
                return output
            case (_, .error), (0, .completed):
                output.append(timed)
                return output
            default:
                break
            }
        }
        return output
    }

    /// `skip(until:)`: elements pass once the other sequence sent one; if this sequence
    /// completes before that, the result ends silently, at the returned moment (the stage
    /// disposes both subscriptions then).
    func skipUntil(_ first: [Timed], _ other: [Timed]) -> (events: [Timed], silentEnd: Moment) {
        var output: [Timed] = []
        var isOpen = false
        for (side, timed) in interleave(first, other) {
            switch (side, timed.event) {
            case (0, .next):
                if isOpen { output.append(timed) }
            case (1, .next):
                isOpen = true
            case (1, _) where isOpen:
                // The other sequence was unsubscribed at its first element.
                break
            case (_, .error):
                output.append(timed)
                return (output, .never)
            case (0, .completed):
                if isOpen {
                    output.append(timed)
                    return (output, .never)
                }
                return (output, Moment(timed))
            default:
                break
            }
        }
        return (output, .never)
    }

    /// `sample`: each element or the completion of the sampler emits the element that arrived
    /// since the previous sample, if any; the first sample after this sequence completed
    /// completes the result.
    func sample(_ first: [Timed], _ sampler: [Timed]) -> [Timed] {
        var output: [Timed] = []
        var latest: Int?
        var sourceCompleted = false
        for (side, timed) in interleave(first, sampler) {
            switch (side, timed.event) {
            case (0, .next(let value)):
                latest = value
            case (0, .completed):
                sourceCompleted = true
            case (_, .error):
                output.append(timed)
                return output
            case (1, _):
                if let value = latest {
                    output.append(Timed(time: timed.time, event: .next(value), fromTimer: timed.fromTimer))
                    latest = nil
                }
                if sourceCompleted {
                    output.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
                    return output
                }
            default:
                break
            }
        }
        return output
    }

    /// The `flatMap` family over inner sequences that emit by timers (`inner` gives the events
    /// made for an element, relative to their subscription: a cold test sequence's, a `timer`'s,
    /// an `interval`'s when `periodic`, each of whose runs schedules the next), simulated:
    /// pending events are taken in the order the test scheduler runs them (by tick; a hot
    /// source's event first; then timers in the order they were scheduled).
    func flatMapCold(_ kind: FlatMapKind, _ input: [Timed], periodic: Bool = false, inner: (Int) -> [Timed]) -> [Timed] {
        struct Pending {
            var timed: Timed
            /// `nil` for the outer sequence's events.
            var inner: Int?
            /// By tick, a hot source's event first, then by when it was scheduled, whether a
            /// timer's action scheduled it, and in what order.
            var order: (Int, Int, Int, Int, Int)
        }
        // An outer event a timer delivers (the runs of `observe(on:)`, one tick apart) was
        // scheduled a tick before, after what the previous run scheduled.
        var pending = input.enumerated().map { index, timed in
            Pending(timed: timed, inner: nil, order: timed.fromTimer ? (timed.time, 1, timed.time - 1, 1, Int.max / 2 + index) : (timed.time, 0, 0, 0, index))
        }
        var output: [Timed] = []
        var active: Set<Int> = []
        var waiting: [Int] = []
        var innerCount = 0
        var outerDone = false
        // The events of each periodic inner sequence not scheduled yet.
        var upcoming: [Int: ArraySlice<Timed>] = [:]
        var scheduledCount = 0
        func schedule(_ timed: Timed, of id: Int, at moment: Timed) {
            pending.append(Pending(timed: timed, inner: id, order: (timed.time, 1, moment.time, moment.fromTimer ? 1 : 0, scheduledCount)))
            scheduledCount += 1
        }
        func subscribe(_ value: Int, at cause: Timed) {
            let id = innerCount
            innerCount += 1
            active.insert(id)
            let events = inner(value).map { Timed(time: cause.time + $0.time, event: $0.event, fromTimer: true) }
            for timed in periodic ? Array(events.prefix(1)) : events {
                schedule(timed, of: id, at: cause)
            }
            upcoming[id] = periodic ? events.dropFirst() : []
        }
        func finished(at timed: Timed) -> Bool {
            guard outerDone && active.isEmpty && waiting.isEmpty else { return false }
            output.append(Timed(time: timed.time, event: .completed, fromTimer: timed.fromTimer))
            return true
        }
        while let index = pending.indices.min(by: { pending[$0].order < pending[$1].order }) {
            let item = pending.remove(at: index)
            let timed = item.timed
            if let id = item.inner {
                guard active.contains(id) else { continue }
                // Each run of a periodic timer schedules the next, then acts.
                if let next = upcoming[id]?.popFirst() {
                    schedule(next, of: id, at: timed)
                }
                switch timed.event {
                case .next:
                    output.append(timed)
                case .error:
                    output.append(timed)
                    return output
                case .completed:
                    active.remove(id)
                    if case .queued = kind.flattening, !waiting.isEmpty {
                        subscribe(waiting.removeFirst(), at: timed)
                    }
                    if finished(at: timed) { return output }
                }
                continue
            }
            switch timed.event {
            case .next(let value):
                switch kind.flattening {
                case .all:
                    subscribe(value, at: timed)
                case .queued(let limit):
                    if active.count < limit { subscribe(value, at: timed) } else { waiting.append(value) }
                case .latest:
                    active.removeAll()
                    subscribe(value, at: timed)
                case .first:
                    if active.isEmpty { subscribe(value, at: timed) }
                }
            case .error:
                output.append(timed)
                return output
            case .completed:
                outerDone = true
                if finished(at: timed) { return output }
            }
        }
        return output
    }

    /// `delay` on the test scheduler: elements and the completion are shifted by `dueTime`,
    /// each delivered by its own step, so one due at a tick already used goes one tick after
    /// the previous one; an error is delivered at once and drops what waits.
    func delay(_ input: [Timed], by dueTime: Int) -> [Timed] {
        var output: [Timed] = []
        var lastDelivery = Int.min
        for timed in input {
            if case .error = timed.event {
                // What is due before the error's arrival has been delivered already.
                return output.filter { timerRunsFirst(at: $0.time, before: timed) } + [timed]
            }
            let delivery = Swift.max(timed.time + dueTime, lastDelivery + 1)
            lastDelivery = delivery
            output.append(Timed(time: delivery, event: timed.event, fromTimer: true))
        }
        return output
    }

    /// `throttle`: an element at least `dueTime` after the last delivery goes through at once;
    /// a sooner one is held for the end of the period when `latest` (a newer one replacing
    /// it), dropped otherwise; a completion waits for the held element.
    func throttle(_ input: [Timed], by dueTime: Int, latest: Bool) -> [Timed] {
        var output: [Timed] = []
        var lastSent: Int?
        var held: Int?
        var timerAt: Int?
        var completedWhileHolding = false
        // The timer runs after a hot source's event of its tick; returns whether it completed.
        func fire(at time: Int) -> Bool {
            timerAt = nil
            if let value = held {
                output.append(Timed(time: time, event: .next(value), fromTimer: true))
                lastSent = time
                held = nil
            }
            if completedWhileHolding {
                output.append(Timed(time: time, event: .completed, fromTimer: true))
                return true
            }
            return false
        }
        for timed in input {
            if let at = timerAt, timerRunsFirst(at: at, before: timed), fire(at: at) { return output }
            switch timed.event {
            case .next(let value):
                let remaining = lastSent.map { dueTime - (timed.time - $0) } ?? 0
                if remaining <= 0 {
                    held = nil
                    lastSent = timed.time
                    output.append(timed)
                } else if latest {
                    held = value
                    if timerAt == nil { timerAt = timed.time + remaining }
                }
            case .error:
                output.append(timed)
                return output
            case .completed:
                if held == nil {
                    output.append(timed)
                    return output
                }
                completedWhileHolding = true
            }
        }
        if let at = timerAt {
            _ = fire(at: at)
        }
        return output
    }

    /// `debounce`: an element is delivered `dueTime` after it arrived unless another arrives
    /// by then; completion delivers the waiting element first; an error drops it.
    func debounce(_ input: [Timed], by dueTime: Int) -> [Timed] {
        var output: [Timed] = []
        var waiting: (time: Int, value: Int)?
        for timed in input {
            if let pending = waiting, timerRunsFirst(at: pending.time + dueTime, before: timed) {
                output.append(Timed(time: pending.time + dueTime, event: .next(pending.value), fromTimer: true))
                waiting = nil
            }
            switch timed.event {
            case .next(let value):
                waiting = (timed.time, value)
            case .error:
                output.append(timed)
                return output
            case .completed:
                if let pending = waiting {
                    output.append(Timed(time: timed.time, event: .next(pending.value), fromTimer: timed.fromTimer))
                }
                output.append(timed)
                return output
            }
        }
        if let pending = waiting {
            output.append(Timed(time: pending.time + dueTime, event: .next(pending.value), fromTimer: true))
        }
        return output
    }

    /// A stretch of `buffer`'s or `window`'s input: its elements and how it ended.
    struct Chunk {
        var elements: [Timed] = []
        /// When its `count`-th element or its timer closed it, if one did.
        var closed: Moment?
        /// The input's terminal event, if it ended the chunk.
        var terminal: Timed?
    }

    /// The chunks of `buffer(timeSpan:count:)` and `window(timeSpan:count:)`: the first opens at
    /// `start`; a chunk closes with its `count`-th element or `timeSpan` after it opened,
    /// whichever comes first, and the next opens at once. The timer runs after a hot source's
    /// event of its tick. A terminal event ends the current chunk. Timers are followed up to the
    /// pipeline's disposal; the last chunk is left open.
    func chunks(_ input: [Timed], timeSpan: Int, count: Int, start: Int) -> [Chunk] {
        var chunks = [Chunk()]
        var deadline = Moment(time: start + timeSpan, fromTimer: true)
        func closeByTimers(before limit: Moment) {
            while deadline < limit {
                chunks[chunks.count - 1].closed = deadline
                chunks.append(Chunk())
                deadline.time += timeSpan
            }
        }
        for timed in input {
            closeByTimers(before: Moment(timed))
            if timed.event.isTerminal {
                chunks[chunks.count - 1].terminal = timed
                return chunks
            }
            chunks[chunks.count - 1].elements.append(timed)
            if chunks[chunks.count - 1].elements.count == count {
                chunks[chunks.count - 1].closed = Moment(timed)
                chunks.append(Chunk())
                deadline = Moment(time: timed.time + timeSpan, fromTimer: true)
            }
        }
        closeByTimers(before: Moment(time: pipeline.disposal))
        return chunks
    }

    /// `buffer`: each chunk is sent as an array (by its hash) when it closes; the input's
    /// completion sends the current one, even empty, then completes; an error drops it.
    func buffer(_ chunks: [Chunk]) -> [Timed] {
        chunks.flatMap { chunk -> [Timed] in
            let array = ModelEvent.next(Operator.arrayHash(chunk.elements.compactMap(\.event.element)))
            if let closed = chunk.closed {
                return [Timed(at: closed, array)]
            }
            guard let terminal = chunk.terminal else { return [] }
            if case .error = terminal.event {
                return [terminal]
            }
            return [terminal.replacing(array), terminal]
        }
    }

    /// `window`, flattened: chunk `i` is window `i`, whose events (its elements, then the
    /// completion that closes it or the input's terminal event) are materialized and tagged with
    /// `i`; the input's terminal event then ends the result.
    func window(_ chunks: [Chunk]) -> [Timed] {
        var output: [Timed] = []
        for (index, chunk) in chunks.enumerated() {
            let ending = chunk.closed.map { Timed(at: $0, .completed) } ?? chunk.terminal
            for timed in chunk.elements + (ending.map { [$0] } ?? []) {
                output.append(timed.replacing(.next(Operator.combined(index, Operator.encode(timed.event)))))
            }
            if let terminal = chunk.terminal {
                output.append(terminal)
            }
        }
        return output
    }
}
