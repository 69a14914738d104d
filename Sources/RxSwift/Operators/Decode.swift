import Foundation

/// A decoder that turns `Data` into a `Decodable` value, such as `JSONDecoder` or
/// `PropertyListDecoder`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`; throws when `data` does not hold one.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into a value of `type` with `decoder`; a decoding error ends the
    /// sequence with that error.
    @inlinable
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        // The decoder is used as upstream RxSwift uses it: by one subscription's events at a
        // time, on whatever thread they arrive.
        map(assumeSendable { try decoder.decode(type, from: $0) })
    }
}
