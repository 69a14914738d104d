import Foundation
import Synchronization

/// A callback API, as SDKs offer them: it answers on its own background queue. It is
/// `nonisolated` (and `Sendable`), as such a client is in a default main-actor target: it is
/// called from wherever a subscription starts.
nonisolated final class ForecastClient: Sendable {
    private let queue = DispatchQueue(label: "ForecastClient")
    private let temperatures: [String: Int]
    private let fetches = Mutex(0)

    private let latency: TimeInterval

    /// A client that knows `temperatures` and answers each fetch after `latency` seconds.
    init(temperatures: [String: Int], latency: TimeInterval = 0) {
        self.temperatures = temperatures
        self.latency = latency
    }

    /// Looks up the forecast of `city`; `completion` is called on the client's queue.
    func fetch(city: String, completion: @escaping @Sendable (Result<Forecast, ForecastError>) -> Void) {
        fetches.withLock { $0 += 1 }
        let temperatures = temperatures
        queue.asyncAfter(deadline: .now() + latency) {
            if let celsius = temperatures[city] {
                completion(.success(Forecast(city: city, celsius: celsius)))
            } else {
                completion(.failure(.unknownCity(city)))
            }
        }
    }

    /// How many fetches were asked for.
    var fetchCount: Int {
        fetches.withLock { $0 }
    }

    /// Reports a new temperature of `city` every `interval` seconds until the returned token is
    /// cancelled; `update` is called on the client's queue.
    func watch(city: String, every interval: TimeInterval, update: @escaping @Sendable (Int) -> Void) -> WatchToken {
        let token = WatchToken()
        let start = temperatures[city] ?? 0
        @Sendable func tick(_ step: Int) {
            queue.asyncAfter(deadline: .now() + interval) {
                guard !token.isCancelled else { return }
                update(start + step)
                tick(step + 1)
            }
        }
        tick(0)
        return token
    }
}

/// Stops a `watch`.
nonisolated final class WatchToken: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool {
        lock.withLock { cancelled }
    }

    func cancel() {
        lock.withLock { cancelled = true }
    }
}
