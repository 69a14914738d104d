import RxSwift
import RxTest
import UnidirectionalStore
import XCTest

/// A counter built on the store, as a client app writes one.
final class CounterStore: Store<CounterStore.Action, CounterStore.Mutation, CounterStore.State> {
    enum Action { case increase, decrease, load }
    enum Mutation { case add(Int), set(Int) }
    struct State: Equatable { var value = 0 }

    init() { super.init(initialState: State()) }

    override func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .increase: return .just(.add(1))
        case .decrease: return .just(.add(-1))
        case .load: return .of(.set(10), .add(5))
        }
    }

    override func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .add(amount): state.value += amount
        case let .set(value): state.value = value
        }
        return state
    }
}

final class StoreTests: XCTestCase {
    func testActionsReduceIntoStatesAndTheCurrentState() {
        let store = CounterStore()
        var values: [Int] = []
        let subscription = store.state.subscribe(onNext: { values.append($0.value) })
        store.action.onNext(.increase)
        store.action.onNext(.increase)
        store.action.onNext(.decrease)
        store.action.onNext(.load)
        subscription.dispose()
        XCTAssertEqual(values, [0, 1, 2, 1, 10, 15])
        XCTAssertEqual(store.currentState.value, 15)
    }

    func testErrorsAndCompletionsSentAsActionsAreDropped() {
        let store = CounterStore()
        var completed = false
        let subscription = store.state.subscribe(onNext: { _ in }, onCompleted: { completed = true })
        store.action.onCompleted()
        store.action.onNext(.increase)
        subscription.dispose()
        XCTAssertFalse(completed)
        XCTAssertEqual(store.currentState.value, 1)
    }

    func testAStoredTransformMapsValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let describe: (Int) -> String = { "#\($0)" }
        let observer = scheduler.start { pulses(of: values.asObservable(), transform: describe) }
        XCTAssertEqual(observer.events, [.next(210, "#1"), .next(220, "#2"), .completed(230)])
    }

    func testTheStoreIsReleasedWhenNothingKeepsIt() {
        weak var released: CounterStore?
        do {
            let store = CounterStore()
            released = store
            var last = -1
            let subscription = store.state.subscribe(onNext: { last = $0.value })
            store.action.onNext(.increase)
            XCTAssertEqual(last, 1)
            subscription.dispose()
        }
        XCTAssertNil(released)
    }
}
