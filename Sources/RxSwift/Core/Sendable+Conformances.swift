// The `Sendable` conformances of the observable sequence classes and the type-erased
// observers, in one place so that the reasoning behind them is read together. They hold for
// every `Element`, as the library's operators already hand elements from thread to thread for
// any `Element` (`observe(on:)`, `subscribe(on:)`); docs/Concurrency.md ("Which types are
// Sendable") explains why they are not conditioned on `Element: Sendable`.

// `Observable` is a non-final class, so the compiler cannot check it; what makes it true:
// - the base class has no stored state;
// - producers (every operator and factory) hold only `let` properties fixed at creation: the
//   sources, the parameters and the user's closures, which the public API takes as
//   `@Sendable` in Swift 6 mode;
// - subjects, connectable sequences and groups keep their mutable state under their `RxLock`
//   (`lock`), and send events with no lock held, one at a time;
// - elements a sequence keeps (`just`, `of`, replay buffers) are handed to observers, never
//   mutated by the library.
extension Observable: @unchecked Sendable {}

// Swift 6 asks every subclass to restate the inherited unchecked conformance; the reasons
// above hold for each of them. The operators' own sequence classes (`GroupObservable`,
// `ShareWhileConnected`) restate it beside their declarations, for the same reasons.
extension PublishSubject: @unchecked Sendable {}
extension BehaviorSubject: @unchecked Sendable {}
extension ReplaySubject: @unchecked Sendable {}
extension AsyncSubject: @unchecked Sendable {}
extension ConnectableObservable: @unchecked Sendable {}
extension ConnectableObservableAdapter: @unchecked Sendable {}
extension Producer: @unchecked Sendable {}
extension ClosureProducer: @unchecked Sendable {}
extension ReusableSinkProducer: @unchecked Sendable {}
extension ParameterizedProducer: @unchecked Sendable {}
extension EmptyObservable: @unchecked Sendable {}
extension ErrorObservable: @unchecked Sendable {}
extension JustObservable: @unchecked Sendable {}
extension NeverObservable: @unchecked Sendable {}
extension OptionalObservable: @unchecked Sendable {}

// `AnyObserver` holds a closure the compiler cannot see into: a sink's `on` (sinks guard their
// state with their lock and atomics, as every observer that is subscribed to a sequence must,
// since any sequence may deliver on any thread), the `on` of an observer passed to
// `init(_:)` (the same holds for it: it is an observer), or a handler passed to
// `init(eventHandler:)`, which the Swift 6 mode API takes as `@Sendable`. Events must still be
// sent one at a time, as for every observer.
extension AnyObserver: @unchecked Sendable {}

// `Binder` holds its binding closure, which only schedules each element on the binder's
// scheduler (used from whatever thread sends events, as every operator that takes a scheduler
// uses it) and holds the target weakly; the target is touched only in the scheduled action, on
// that scheduler.
extension Binder: @unchecked Sendable {}
