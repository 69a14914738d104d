import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class URLSessionRxTests: LeakCheckingTestCase {
    private var server: LoopbackHTTPServer!
    private let session = URLSession(configuration: .ephemeral)

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try LoopbackHTTPServer(routes: [
            "/hello": .init(status: 200, body: "hello"),
            "/json": .init(status: 200, body: #"{"answer": 42, "items": ["a", "b"]}"#, contentType: "application/json"),
            "/empty": .init(status: 200, body: ""),
            "/not-json": .init(status: 200, body: "this is not json"),
            "/teapot": .init(status: 418, body: "short and stout"),
        ])
    }

    override func tearDown() {
        server.stop()
        session.finishTasksAndInvalidate()
        super.tearDown()
    }

    /// Subscribes to `source` and waits for it to end; returns its elements and error.
    private func run<Element>(_ source: Observable<Element>) -> (elements: [Element], error: Error?) {
        let ended = expectation(description: "ended")
        let results = ThreadHandOff<([Element], Error?)>()
        results.value = ([], nil)
        let subscription = source.subscribe(
            onNext: { element in results.value?.0.append(element) },
            onError: { error in
                results.value?.1 = error
                ended.fulfill()
            },
            onCompleted: { ended.fulfill() }
        )
        wait(for: [ended], timeout: 10)
        subscription.dispose()
        return results.value ?? ([], nil)
    }

    func testResponseSendsTheHTTPResponseAndBody() {
        let result = run(session.rx.response(request: URLRequest(url: server.url("/hello"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.count, 1)
        XCTAssertEqual(result.elements.first?.response.statusCode, 200)
        XCTAssertEqual(result.elements.first.map { String(decoding: $0.data, as: UTF8.self) }, "hello")
        XCTAssertEqual(server.paths, ["/hello"])
    }

    func testResponseSendsAFailingStatusToo() {
        let result = run(session.rx.response(request: URLRequest(url: server.url("/teapot"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.first?.response.statusCode, 418)
    }

    func testDataSendsTheBodyOfASuccessfulResponse() {
        let result = run(session.rx.data(request: URLRequest(url: server.url("/hello"))))
        XCTAssertEqual(result.elements.map { String(decoding: $0, as: UTF8.self) }, ["hello"])
        XCTAssertNil(result.error)
    }

    func testDataFailsWithTheStatusOfAFailedRequest() {
        let result = run(session.rx.data(request: URLRequest(url: server.url("/teapot"))))
        XCTAssertTrue(result.elements.isEmpty)
        guard case .httpRequestFailed(let response, let data)? = result.error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: result.error))")
        }
        XCTAssertEqual(response.statusCode, 418)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "short and stout")
    }

    func testJSONDecodesTheBody() {
        let result = run(session.rx.json(url: server.url("/json")))
        XCTAssertNil(result.error)
        let object = result.elements.first as? [String: Any]
        XCTAssertEqual(object?["answer"] as? Int, 42)
        XCTAssertEqual(object?["items"] as? [String], ["a", "b"])
    }

    func testJSONOfAnEmptyBodyIsNull() {
        let result = run(session.rx.json(request: URLRequest(url: server.url("/empty"))))
        XCTAssertTrue(result.elements.first is NSNull)
    }

    func testJSONFailsOnABodyThatIsNotJSON() {
        let result = run(session.rx.json(url: server.url("/not-json")))
        guard case .deserializationError? = result.error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(String(describing: result.error))")
        }
    }

    func testATransportErrorFailsTheSequence() {
        let closedPort = server.url("/hello")
        server.stop()
        server = try! LoopbackHTTPServer(routes: [:])
        let result = run(session.rx.response(request: URLRequest(url: closedPort)))
        XCTAssertNotNil(result.error)
        XCTAssertTrue(result.elements.isEmpty)
    }

    func testNothingIsRequestedBeforeSubscription() {
        _ = session.rx.data(request: URLRequest(url: server.url("/hello")))
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(server.paths, [])
    }
}
