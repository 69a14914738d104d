import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// Code written for upstream RxCocoa's platform-neutral API, unchanged, compiles and behaves.
final class UpstreamCompatibilityTests: LeakCheckingTestCase {
    private final class ViewModel {
        let query = BehaviorRelay<String>(value: "")
        let taps = PublishRelay<Void>()

        lazy var results: Driver<[String]> = query
            .asDriver()
            .debounce(.milliseconds(300))
            .distinctUntilChanged()
            .flatMapLatest { query -> Driver<[String]> in
                Observable.just(query.isEmpty ? [] : ["\(query)1", "\(query)2"])
                    .asDriver(onErrorJustReturn: [])
            }

        lazy var tapCount: Signal<Int> = taps
            .asSignal()
            .scan(0) { count, _ in count + 1 }
    }

    private final class Label {
        var text = ""
    }

    func testADriverAndSignalViewModelChain() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = ViewModel()
            let label = Label()
            let bag = DisposeBag()
            let counts = scheduler.createObserver(Int.self)
            viewModel.results
                .map { $0.joined(separator: ",") }
                .drive(Binder(label, scheduler: scheduler) { label, text in label.text = text })
                .disposed(by: bag)
            viewModel.tapCount.emit(to: counts).disposed(by: bag)
            scheduler.scheduleAt(100) { viewModel.query.accept("rx") }
            scheduler.scheduleAt(200) { viewModel.taps.accept(()) }
            scheduler.scheduleAt(210) { viewModel.taps.accept(()) }
            scheduler.start()
            XCTAssertEqual(label.text, "rx1,rx2")
            XCTAssertEqual(counts.events, [.next(201, 1), .next(211, 2)])
        }
    }

    func testAControlPropertyMadeFromValuesAndASink() {
        let values = BehaviorSubject<String?>(value: "a")
        let label = Label()
        let property = ControlProperty(values: values, valueSink: Binder(label, scheduler: CurrentThreadScheduler.instance) { label, value in
            label.text = value ?? ""
        })
        let first = Label()
        let second = Label()
        let bag = DisposeBag()
        property.orEmpty
            .bind(to: Binder(first, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 },
                  Binder(second, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 })
            .disposed(by: bag)
        Observable.just("set").bind(to: property).disposed(by: bag)
        values.onNext("b")
        XCTAssertEqual(label.text, "set")
        XCTAssertEqual(first.text, "b")
        XCTAssertEqual(second.text, "b")
    }

    func testDriverCombineLatestWithASelectorAndDriveOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let first = BehaviorRelay(value: 1)
            let second = BehaviorRelay(value: 2)
            let sums = Captured<[Int]>([])
            let subscription = Driver.combineLatest(first.asDriver(), second.asDriver()) { $0 + $1 }
                .drive(onNext: { sums.value.append($0) })
            scheduler.scheduleAt(10) { first.accept(10) }
            scheduler.start()
            XCTAssertEqual(sums.value, [3, 12])
            subscription.dispose()
        }
    }
}
