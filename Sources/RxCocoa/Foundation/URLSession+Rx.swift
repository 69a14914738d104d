#if canImport(Foundation)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxSwift

/// Errors of `URLSession.rx`.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// The request failed without an error or a response.
    case unknown
    /// The response was not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The response's status code was not in 200..<300.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded as JSON.
    case deserializationError(error: Swift.Error)

    /// A description for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaURLError: the request failed without an error or a response."
        case .nonHTTPResponse(let response):
            return "RxCocoaURLError: the response is not an HTTP response: \(response)."
        case .httpRequestFailed(let response, _):
            return "RxCocoaURLError: HTTP request failed with status code \(response.statusCode)."
        case .deserializationError(let error):
            return "RxCocoaURLError: the body could not be decoded: \(error)."
        }
    }
}

extension Reactive where Base: URLSession {
    /// Performs `request` on subscription and sends the HTTP response with its body, then
    /// completes; fails with the transport error or `RxCocoaURLError.nonHTTPResponse`.
    /// Disposing the subscription cancels the request. Events come on the session's delegate
    /// queue.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let receiver = UncheckedSendable(observer)
            let task = session.dataTask(with: request) { data, response, error in
                let observer = receiver.value
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((httpResponse, data)))
                observer.on(.completed)
            }
            task.resume()
            let running = UncheckedSendable(task)
            return Disposables.create {
                running.value.cancel()
            }
        }
    }

    /// Performs `request` and sends the body of a successful response (status 200..<300);
    /// fails with `RxCocoaURLError.httpRequestFailed` for other status codes.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { pair -> Data in
            guard (200..<300).contains(pair.response.statusCode) else {
                throw RxCocoaURLError.httpRequestFailed(response: pair.response, data: pair.data)
            }
            return pair.data
        }
    }

    /// Performs `request` and sends the body of a successful response decoded as JSON (an
    /// empty body gives `NSNull`); fails with `RxCocoaURLError.deserializationError` when it is
    /// not JSON.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            if data.isEmpty {
                return NSNull()
            }
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Performs a GET of `url` and sends the body of a successful response decoded as JSON.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
#endif
