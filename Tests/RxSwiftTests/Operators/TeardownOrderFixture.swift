import RxSwift
import RxTest

/// The order of teardown after a terminal event, as a feedback loop sees it: a hot source that
/// completes at 220 (with `do(afterCompleted:onDispose:)` logging), passed through `operation`,
/// subscribed inside an `Observable.create` whose disposable disposes its effects and then its
/// subscription. Returns the log, each entry with its virtual time.
func teardownOrder(_ operation: @escaping @Sendable (Observable<Int>) -> Observable<Int>) -> [String] {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Captured<[String]>([])
    let hot = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let source = hot.do(
        afterCompleted: { log.value.append("source afterCompleted @\(scheduler.clock)") },
        onDispose: { log.value.append("source disposed @\(scheduler.clock)") }
    )
    let operated = operation(source)
    _ = scheduler.start {
        Observable<Int>.create { observer in
            let subscription = operated.subscribe(observer)
            let effects = Disposables.create { log.value.append("effects disposed @\(scheduler.clock)") }
            return Disposables.create {
                effects.dispose()
                subscription.dispose()
            }
        }
    }
    return log.value
}
