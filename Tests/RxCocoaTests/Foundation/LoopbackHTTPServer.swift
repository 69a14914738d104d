import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the URLSession tests: it answers each request from
/// a table of paths, one connection at a time, and closes every connection after answering.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// A canned response.
    struct Response {
        var status: Int
        var body: String
        var contentType = "text/plain"
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var requestedPaths: [String] = []
    private let finished = DispatchSemaphore(value: 0)

    /// The paths requested so far, in order.
    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return requestedPaths
    }

    /// Starts listening on an ephemeral port; unknown paths get a 404.
    init(routes: [String: Response]) throws {
        self.routes = routes
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in serve() }.start()
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting connections and waits for the serving thread to end.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        finished.wait()
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                finished.signal()
                return
            }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return }
            request.append(contentsOf: buffer[0..<count])
        }
        let requestLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        lock.lock()
        requestedPaths.append(path)
        lock.unlock()
        let response = routes[path] ?? Response(status: 404, body: "not found")
        let body = Array(response.body.utf8)
        let head = "HTTP/1.1 \(response.status) Status\r\nContent-Type: \(response.contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            sent += count
        }
    }
}

private extension Array where Element == UInt8 {
    var containsHeaderEnd: Bool {
        count >= 4 && (0...(count - 4)).contains { self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10 }
    }
}
