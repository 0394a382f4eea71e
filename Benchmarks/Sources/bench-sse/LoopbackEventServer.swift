import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1, inside the benchmark process, that streams events
/// stamped with the moment it writes them, so a client in the same process can tell how long
/// each took to reach it.
///
/// `GET /events?count=N&interval_us=U` answers `text/event-stream`, chunked: N events
/// `data: {"seq":i,"t":<CLOCK_MONOTONIC ns>}`, one write each, U µs apart, then
/// `data: [DONE]`, then it closes the connection. One connection at a time, on its own thread
/// with blocking sockets: nothing of the client's runtime is shared with it.
final class LoopbackEventServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32

    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    init() throws {
        signal(SIGPIPE, SIG_IGN)
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchmarkError("socket() failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw BenchmarkError("could not listen on 127.0.0.1: \(errno)")
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Nanoseconds of the monotonic clock, the same in every thread of the process.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var on: Int32 = 1
            // Each event is its own small write: Nagle's algorithm would hold some back.
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            serve(connection)
            close(connection)
        }
    }

    private func serve(_ connection: Int32) {
        guard let head = readHead(connection) else { return }
        let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let query = URLComponents(string: target)?.queryItems ?? []
        let count = query.first { $0.name == "count" }?.value.flatMap(Int.init) ?? 100
        let interval = query.first { $0.name == "interval_us" }?.value.flatMap(UInt32.init) ?? 1000
        let responseHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        guard write(connection, responseHead) else { return }
        for sequence in 0..<count {
            let event = "data: {\"seq\":\(sequence),\"t\":\(Self.now())}\n\n"
            guard writeChunk(connection, event) else { return }
            usleep(interval)
        }
        _ = writeChunk(connection, "data: [DONE]\n\n")
        _ = write(connection, "0\r\n\r\n")
    }

    /// Reads the request head (the benchmark's requests have no body).
    private func readHead(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65536 {
            let received = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard received > 0 else { return nil }
            bytes += buffer[0..<received]
            if bytes.count >= 4, bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        return nil
    }

    private func writeChunk(_ connection: Int32, _ payload: String) -> Bool {
        write(connection, String(payload.utf8.count, radix: 16) + "\r\n" + payload + "\r\n")
    }

    private func write(_ connection: Int32, _ text: String) -> Bool {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let sent = remaining.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { return false }
            remaining = remaining.dropFirst(sent)
        }
        return true
    }
}
