import Foundation
import RxSwift

/// The app's forecasts as sequences, over the callback API. It only makes sequences, which
/// operators may call from any thread, so it is `nonisolated`.
nonisolated final class ForecastService: Sendable {
    private let client: ForecastClient

    init(client: ForecastClient) {
        self.client = client
    }

    /// The forecast of `city`, fetched on each subscription.
    func forecast(for city: String) -> Single<Forecast> {
        Single.create { [client] observer in
            client.fetch(city: city) { result in
                switch result {
                case let .success(forecast): observer(.success(forecast))
                case let .failure(error): observer(.failure(error))
                }
            }
            return Disposables.create()
        }
    }

    /// The temperatures of `city` as they change, until disposed.
    func temperatures(of city: String, every interval: TimeInterval) -> Observable<Int> {
        Observable.create { [client] observer in
            let token = client.watch(city: city, every: interval) { celsius in
                observer.onNext(celsius)
            }
            return Disposables.create {
                token.cancel()
            }
        }
    }

    /// The forecasts of `cities`, loaded one after another by async code inside `create`.
    func forecasts(for cities: [String]) -> Single<[Forecast]> {
        Single.create { observer in
            let task = Task {
                do {
                    var loaded: [Forecast] = []
                    for city in cities {
                        loaded.append(try await self.forecast(for: city).value)
                    }
                    observer(.success(loaded))
                } catch {
                    observer(.failure(error))
                }
            }
            return Disposables.create {
                task.cancel()
            }
        }
    }

    /// The warmest of `cities`, awaited.
    func warmest(of cities: [String]) async throws -> Forecast? {
        try await forecasts(for: cities).value.max { $0.celsius < $1.celsius }
    }
}
