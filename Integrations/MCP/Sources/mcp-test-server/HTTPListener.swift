#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MCP

/// Just enough HTTP/1.1 on 127.0.0.1 to put the SDK's framework-agnostic server transport
/// (`StatefulHTTPServerTransport`) on the network for the tests: a thread per connection, one
/// request per connection (`Connection: close`), a body by `Content-Length`, and an SSE reply
/// written in chunks as its events come until its stream ends.
final class HTTPListener: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let port: Int
    private let descriptor: Int32
    private let handle: @Sendable (HTTPRequest) async -> HTTPResponse

    init(handle: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) throws {
        // A client that hangs up mid-reply must not end the process.
        signal(SIGPIPE, SIG_IGN)
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 64) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1: \(errno)")
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.descriptor = descriptor
        self.handle = handle
    }

    /// Accepts connections on a thread of its own, each served on another.
    func start() {
        Thread { [self] in
            while true {
                let connection = accept(descriptor, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    return
                }
                Thread { [self] in serve(connection) }.start()
            }
        }.start()
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = read(connection) else { return }
        let response = wait { [handle] in await handle(request) }
        var head = "HTTP/1.1 \(response.statusCode) \(response.statusCode < 300 ? "OK" : "Error")\r\nConnection: close\r\n"
        for (field, value) in response.headers where field.lowercased() != "connection" { head += "\(field): \(value)\r\n" }
        switch response {
        case .stream(let events, _):
            // Chunked, so that a server that dies mid-stream is a broken reply, not a short one.
            write(connection, Data((head + "Transfer-Encoding: chunked\r\n\r\n").utf8))
            let ended = wait { [self] () -> Bool in
                do {
                    for try await event in events where !event.isEmpty {
                        write(connection, Data((String(event.count, radix: 16) + "\r\n").utf8) + event + Data("\r\n".utf8))
                    }
                    return true
                } catch {
                    return false
                }
            }
            if ended { write(connection, Data("0\r\n\r\n".utf8)) }
        default:
            let body = response.bodyData ?? Data()
            write(connection, Data((head + "Content-Length: \(body.count)\r\n\r\n").utf8) + body)
        }
    }

    /// One request: its head, then as many body bytes as `Content-Length` says (at most 1 MB).
    private func read(_ connection: Int32) -> HTTPRequest? {
        var received = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0, received.count < 1 << 20 else { return nil }
            received.append(contentsOf: chunk[0..<count])
            headEnd = received.range(of: separator)
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: received[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers.first { $0.key.lowercased() == "content-length" }?.value ?? "") ?? 0
        guard length <= 1 << 20 else { return nil }
        var body = Data(received[headEnd.upperBound...])
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return HTTPRequest(method: String(requestLine[0]), headers: headers, body: length > 0 ? body.prefix(length) : nil, path: String(requestLine[1]))
    }

    private func write(_ connection: Int32, _ data: Data) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = send(connection, base + offset, buffer.count - offset, 0)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Runs `body` and waits for it on this (non-concurrency) thread.
    private func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let result = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.set(await body())
            done.signal()
        }
        done.wait()
        return result.get()
    }
}

/// A value handed from a task to a waiting thread.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    func set(_ value: T) { lock.withLock { self.value = value } }
    func get() -> T {
        guard let value = lock.withLock({ value }) else { fatalError("read before it was set") }
        return value
    }
}
