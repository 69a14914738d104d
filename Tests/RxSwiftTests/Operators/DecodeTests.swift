import Foundation
import RxSwift
import RxTest
import XCTest

private struct Point: Codable, Equatable {
    let x: Int
    let y: Int
}

/// A decoder that reads a comma-separated pair, to check that any `DataDecoder` works.
private struct CommaPairDecoder: DataDecoder {
    struct Malformed: Error {}

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let parts = String(decoding: data, as: UTF8.self).split(separator: ",")
        guard parts.count == 2 else { throw Malformed() }
        let json = Data("{\"x\":\(parts[0]),\"y\":\(parts[1])}".utf8)
        return try JSONDecoder().decode(type, from: json)
    }
}

final class DecodeTests: LeakCheckingTestCase {
    func testDecodeWithJSONDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"x":1,"y":2}"#.utf8)),
            .next(220, Data(#"{"x":3,"y":4}"#.utf8)),
            .completed(250),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodeWithPropertyListDecoder() throws {
        let encoded = try PropertyListEncoder().encode(Point(x: 5, y: 6))
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, encoded),
            .completed(250),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: PropertyListDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 5, y: 6)), .completed(250)])
    }

    func testDecodeWithACustomDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data("7,8".utf8)),
            .completed(250),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: CommaPairDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 7, y: 8)), .completed(250)])
    }

    func testADecodingErrorEndsTheSequence() {
        let data = Observable<Data>.create { observer in
            observer.onNext(Data(#"{"x":1,"y":2}"#.utf8))
            observer.onNext(Data("not json".utf8))
            observer.onNext(Data(#"{"x":3,"y":4}"#.utf8))
            observer.onCompleted()
            return Disposables.create()
        }
        let received = Captured<[Point]>([])
        let failure = Captured<Error?>(nil)
        _ = data.decode(type: Point.self, decoder: JSONDecoder()).subscribe(onNext: { received.value.append($0) }, onError: { failure.value = $0 })
        XCTAssertEqual(received.value, [Point(x: 1, y: 2)])
        XCTAssertTrue(failure.value is DecodingError, "\(String(describing: failure.value))")
    }
}
