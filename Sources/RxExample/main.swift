import RxSwift

// The core flow of ReactiveX: create -> subscribe -> emit -> dispose.
let greetings = Observable<String>.create { observer in
    observer.onNext("Hello")
    observer.onNext("from RxSwift on Swift 6")
    observer.onCompleted()
    return Disposables.create { print("disposed") }
}

let subscription = greetings.subscribe(
    onNext: { print($0) },
    onCompleted: { print("completed") }
)
subscription.dispose()
