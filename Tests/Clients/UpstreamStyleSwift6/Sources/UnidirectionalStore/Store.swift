import Foundation
import RxSwift

/// A store in the shape that unidirectional-data-flow libraries built on upstream RxSwift use:
/// actions go in through a subject, `mutate` turns each into mutations, `reduce` folds them into
/// the state, and the current state is kept on the store. Its closures capture the store, which
/// is not `Sendable`: safe, because actions are sent from one thread by contract.
open class Store<Action, Mutation, State> {
    /// Where the view sends actions.
    public let action = ActionSubject<Action>()
    /// The state after the latest mutation.
    public private(set) var currentState: State
    /// A hook that subclasses use to merge other mutations in (a stored, non-`Sendable` function).
    public var transformMutation: (Observable<Mutation>) -> Observable<Mutation> = { $0 }
    private let disposeBag = DisposeBag()

    /// The states, starting with the current one; shared by every subscriber.
    public private(set) lazy var state: Observable<State> = makeState()

    /// A store whose state starts at `initialState`.
    public init(initialState: State) {
        currentState = initialState
    }

    /// The mutations an action causes; subclasses override it.
    open func mutate(action: Action) -> Observable<Mutation> { .empty() }

    /// The state after a mutation; subclasses override it.
    open func reduce(state: State, mutation: Mutation) -> State { state }

    private func makeState() -> Observable<State> {
        let mutations = action.flatMap { [weak self] action -> Observable<Mutation> in
            guard let self else { return .empty() }
            return self.mutate(action: action).catch { _ in .empty() }
        }
        let states = transformMutation(mutations)
            .scan(currentState) { [weak self] state, mutation in
                self?.reduce(state: state, mutation: mutation) ?? state
            }
            .do(onNext: { [weak self] state in self?.currentState = state })
            .startWith(currentState)
            .replay(1)
        states.connect().disposed(by: disposeBag)
        return states
    }
}

/// A subject that never ends: it drops errors and completions, as an action stream must, and
/// keeps its observers under a lock of its own.
public final class ActionSubject<Element>: ObservableType, ObserverType {
    private let lock = NSRecursiveLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    /// An action subject with no observer.
    public init() {}

    /// Adds an observer until the returned disposable is disposed.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let key = nextKey
        nextKey += 1
        observers[key] = observer.asObserver()
        lock.unlock()
        return Disposables.create { [weak self] in
            self?.lock.lock()
            self?.observers[key] = nil
            self?.lock.unlock()
        }
    }

    /// Forwards elements to every observer; errors and completions are dropped.
    public func on(_ event: Event<Element>) {
        lock.lock()
        let current = observers.values
        lock.unlock()
        if case .next = event {
            current.forEach { $0.on(event) }
        }
    }
}

/// Maps a stream of values with a function the caller keeps, as libraries often pass stored
/// transforms straight to `map`.
public func pulses<Value>(of values: Observable<Value>, transform: @escaping (Value) -> String) -> Observable<String> {
    values.map(transform)
}
