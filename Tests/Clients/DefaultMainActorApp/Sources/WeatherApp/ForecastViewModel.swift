import RxCocoa
import RxRelay
import RxSwift

/// The forecast screen's state, driven by the service.
final class ForecastViewModel: ReactiveCompatible {
    private let service: ForecastService
    private let disposeBag = DisposeBag()
    private let citySelected = PublishRelay<String>()

    var headline = ""
    var isLoading = false
    var temperature = ""
    /// The forecasts shown, without repeats.
    let shownForecasts = BehaviorRelay<[Forecast]>(value: [])
    private var watching: Disposable?

    init(service: ForecastService) {
        self.service = service
        // One fetch per selection, shared by the headline and the list; `nil` when it failed.
        let forecasts = citySelected
            .flatMapLatest { [service] city in
                service.forecast(for: city).map(Optional.some).asObservable().recover { _ in nil }
            }
            .share()
        forecasts
            .compactMap { $0 }
            .distinctUntilChanged()
            .withLatestFrom(shownForecasts) { forecast, shown in shown + [forecast] }
            .bind(to: shownForecasts)
            .disposed(by: disposeBag)
        forecasts
            .map { forecast in forecast.map { "\($0.city): \($0.celsius) °C" } ?? "unavailable" }
            .observe(on: MainScheduler.instance)
            .bind(to: rx.headline)
            .disposed(by: disposeBag)
    }

    /// Keeps `temperature` up to date with the readings of `city`, ignoring changes of less
    /// than a degree.
    func watch(city: String) {
        watching?.dispose()
        watching = service.temperatures(of: city, every: 0.001)
            .distinctReadings(tolerance: 1)
            .map { "\($0) °C" }
            .asDriver(onErrorJustReturn: "–")
            .drive(onNext: { [weak self] text in self?.temperature = text })
    }

    /// Stops watching.
    func stopWatching() {
        watching?.dispose()
        watching = nil
    }

    /// Shows the forecast of `city`.
    func select(city: String) {
        isLoading = true
        citySelected.accept(city)
    }
}

extension Reactive where Base: ForecastViewModel {
    /// Sets the headline and ends loading.
    var headline: Binder<String> {
        Binder(base) { model, headline in
            model.headline = headline
            model.isLoading = false
        }
    }
}

/// Collects what it observes, as a view that logs events does.
final class EventLog: ObserverType {
    private(set) var lines: [String] = []

    func on(_ event: Event<String>) {
        switch event {
        case let .next(line): lines.append(line)
        case let .error(error): lines.append("error: \(error)")
        case .completed: lines.append("done")
        }
    }
}

/// A request that can be stopped, handed out as a disposable. `Disposable` is `Sendable` (a
/// subscription may be disposed of on any thread), so its conformance cannot be main-actor
/// isolated: `dispose()` is `nonisolated` and stops the request on the main actor.
@MainActor
final class RefreshRequest: Disposable {
    private(set) var isStopped = false

    nonisolated func dispose() {
        _ = MainScheduler.instance.schedule(()) { _ in
            MainActor.assumeIsolated { self.isStopped = true }
            return Disposables.create()
        }
    }
}
