import Dispatch
import Foundation
import RxRelay
import RxSwift

// A short tour of the library, printed step by step.

print("1. The core flow: create -> subscribe -> emit -> dispose")
let greetings = Observable<String>.create { observer in
    observer.onNext("Hello")
    observer.onNext("from RxSwift on Swift 6")
    observer.onCompleted()
    return Disposables.create { print("   (the create closure's disposable ran)") }
}
greetings
    .subscribe(onNext: { print("   next:", $0) }, onCompleted: { print("   completed") })
    .dispose()

print("2. Operators")
let bag = DisposeBag()
Observable.range(start: 1, count: 10)
    .filter { $0 % 2 == 0 }
    .map { $0 * $0 }
    .scan(0, accumulator: +)
    .subscribe(onNext: { print("   running sum of even squares:", $0) })
    .disposed(by: bag)

print("3. Subjects and combineLatest")
let first = BehaviorSubject(value: 1)
let second = PublishSubject<Int>()
Observable.combineLatest(first, second) { "\($0) + \($1) = \($0 + $1)" }
    .subscribe(onNext: { print("  ", $0) })
    .disposed(by: bag)
second.onNext(10)
first.onNext(2)
second.onNext(20)

print("4. Relays never end, so they are safe to bind to")
let total = BehaviorRelay(value: 0)
Observable.of(5, 7, 9).map { $0 * 10 }.bind(to: total).disposed(by: bag)
print("   the relay holds", total.value)

print("5. Time on a background scheduler, back in order on one queue")
let done = DispatchSemaphore(value: 0)
let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "example.timer")
Observable<Int>.interval(.milliseconds(20), scheduler: scheduler)
    .take(3)
    .subscribe(onNext: { print("   tick", $0) }, onCompleted: { done.signal() })
    .disposed(by: bag)
done.wait()

print("6. Single, and async/await")
let answer = Single.just(42).map { "the answer is \($0)" }
let text = try await answer.value
print("  ", text)
print("done; live resources:", Resources.total)
