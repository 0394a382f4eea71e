import AIClientRuntime
import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One event of the latency stream: its number and when the server wrote it.
struct Tick: Decodable, Sendable {
    var seq: Int
    var t: UInt64
}

/// One way of reading the server's events: returns, per event, the microseconds from the
/// server's write to the moment the consumer held the decoded event.
struct LatencyContender {
    var name: String
    var run: @Sendable (_ server: URL, _ count: Int, _ intervalMicroseconds: Int) async throws -> [Double]

    static let all: [LatencyContender] = [rawSocket, urlSessionDelegate, ours, openAPIURLSession]

    static func microseconds(since stamp: UInt64) -> Double {
        Double(LoopbackEventServer.now() &- stamp) / 1000
    }

    /// The floor: a blocking socket read on a thread of its own, no HTTP library at all.
    static let rawSocket = LatencyContender(name: "raw socket read (floor)") { server, count, interval in
        try await Task.detached { try RawSocketReader.read(port: server.port ?? 0, count: count, interval: interval) }.value
    }

    /// What Foundation's URLSession costs by itself: a data delegate that reads the stamps
    /// straight out of each chunk it is handed, with no runtime above it.
    static let urlSessionDelegate = LatencyContender(name: "URLSession data delegate alone") { server, count, interval in
        let recorder = DelegateRecorder()
        let session = URLSession(configuration: .ephemeral, delegate: recorder, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        guard let url = URL(string: "\(server.absoluteString)/events?count=\(count)&interval_us=\(interval)") else {
            throw BenchmarkError("bad URL")
        }
        return try await recorder.run(session.dataTask(with: url))
    }

    /// Our stack: `URLSessionTransport` (a data delegate on Linux) + `EventStream` decoding each
    /// event with `JSONDecoder`.
    static let ours = LatencyContender(name: "AIClientRuntime URLSessionTransport+EventStream") { server, count, interval in
        let core = APIClientCore(baseURL: server, transport: AIClientRuntime.URLSessionTransport(), retryPolicy: .none)
        var request = RequestComponents(method: "GET", path: "/events")
        request.query.append("count", count)
        request.query.append("interval_us", interval)
        let stream = try await core.sendEvents(request, of: Tick.self, format: EventStreamFormat(terminator: "[DONE]"))
        var latencies: [Double] = []
        latencies.reserveCapacity(count)
        for try await tick in stream { latencies.append(microseconds(since: tick.t)) }
        return latencies
    }

    /// The peer: apple/swift-openapi-urlsession's transport with swift-openapi-runtime's SSE
    /// decoder, as an OpenAPI-generated client reads a stream. (On Linux that transport can
    /// only buffer: it has no streaming implementation there.)
    static let openAPIURLSession = LatencyContender(name: "swift-openapi-urlsession + openapi-runtime SSE") { server, count, interval in
        let transport = OpenAPIURLSession.URLSessionTransport()
        let request = HTTPTypes.HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/events?count=\(count)&interval_us=\(interval)")
        let (_, body) = try await transport.send(request, body: nil, baseURL: server, operationID: "events")
        guard let body else { throw BenchmarkError("the peer got no body") }
        var latencies: [Double] = []
        let decoder = JSONDecoder()
        for try await event in body.asDecodedServerSentEvents() {
            guard let data = event.data, data != "[DONE]" else { continue }
            let tick = try decoder.decode(Tick.self, from: Data(data.utf8))
            latencies.append(microseconds(since: tick.t))
        }
        return latencies
    }
}

/// A URLSession data delegate that records, for each `"t":<ns>` stamp in the chunks it
/// receives, how long ago the server wrote it.
final class DelegateRecorder: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var latencies: [Double] = []
    private var pending: [UInt8] = []
    private var done: CheckedContinuation<[Double], any Error>?

    func run(_ task: URLSessionDataTask) async throws -> [Double] {
        try await withCheckedThrowingContinuation { continuation in
            lock.withLock { done = continuation }
            task.resume()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let now = LoopbackEventServer.now()
        lock.withLock {
            pending += data
            latencies += StampScanner.scan(&pending, receivedAt: now)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result) = lock.withLock { (done, latencies) }
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume(returning: result) }
    }
}

/// Finds the complete `"t":<digits>` stamps in `bytes`, removes what it read, and returns the
/// microseconds from each stamp to `receivedAt`.
enum StampScanner {
    static let marker = Array("\"t\":".utf8)

    static func scan(_ bytes: inout [UInt8], receivedAt now: UInt64) -> [Double] {
        var latencies: [Double] = []
        var index = 0
        var consumed = 0
        while index + marker.count < bytes.count {
            guard bytes[index..<index + marker.count].elementsEqual(marker) else { index += 1; continue }
            var end = index + marker.count
            var stamp: UInt64 = 0
            while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57 {
                stamp = stamp * 10 + UInt64(bytes[end] - 48)
                end += 1
            }
            guard end < bytes.count else { break }
            latencies.append(Double(now &- stamp) / 1000)
            index = end
            consumed = end
        }
        bytes.removeFirst(consumed)
        return latencies
    }
}

/// Reads the event stream over a plain socket: the latency of loopback TCP and a thread wake-up.
enum RawSocketReader {
    static func read(port: Int, count: Int, interval: Int) throws -> [Double] {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchmarkError("socket() failed") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw BenchmarkError("connect() failed") }
        let head = "GET /events?count=\(count)&interval_us=\(interval) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        _ = head.withCString { send(descriptor, $0, strlen($0), 0) }
        var latencies: [Double] = []
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard received > 0 else { break }
            let now = LoopbackEventServer.now()
            pending += buffer[0..<received]
            latencies += StampScanner.scan(&pending, receivedAt: now)
        }
        return latencies
    }
}

/// Runs every latency contender against an in-process loopback server and prints percentiles.
enum LatencyBenchmark {
    static func run(count: Int, intervalMicroseconds: Int, runs: Int, only: String?) async throws {
        let server = try LoopbackEventServer()
        print("\nLatency over loopback: \(count) events \(intervalMicroseconds) µs apart per run, \(runs) runs after a warm-up;")
        print("from the server writing an event to the consumer holding it decoded, in µs")
        print("  contender                                          median       p90       p99       max   events")
        var medians: [String: Double] = [:]
        var p99s: [String: Double] = [:]
        for contender in LatencyContender.all where only.map(contender.name.contains) ?? true {
            _ = try await contender.run(server.baseURL, 20, intervalMicroseconds)
            var latencies: [Double] = []
            for _ in 0..<runs {
                latencies += try await contender.run(server.baseURL, count, intervalMicroseconds)
            }
            guard latencies.count == count * runs else {
                throw BenchmarkError("\(contender.name) received \(latencies.count) of \(count * runs) events")
            }
            let sorted = latencies.sorted()
            medians[contender.name] = percentile(sorted, 0.5)
            p99s[contender.name] = percentile(sorted, 0.99)
            let name = contender.name.padding(toLength: 48, withPad: " ", startingAt: 0)
            print("  \(name) \(format(percentile(sorted, 0.5), width: 9, decimals: 1)) \(format(percentile(sorted, 0.9), width: 9, decimals: 1)) \(format(percentile(sorted, 0.99), width: 9, decimals: 1)) \(format(sorted.last ?? .nan, width: 9, decimals: 1)) \(format(Double(sorted.count), width: 8))")
        }
        for floor in [LatencyContender.rawSocket, LatencyContender.urlSessionDelegate] {
            guard let ours = medians[LatencyContender.ours.name], let floorMedian = medians[floor.name],
                  let oursP99 = p99s[LatencyContender.ours.name], let floorP99 = p99s[floor.name] else { continue }
            print("  added by our stack over the \(floor.name): median \(format(ours - floorMedian, width: 0, decimals: 1)) µs, p99 \(format(oursP99 - floorP99, width: 0, decimals: 1)) µs")
        }
        if let ours = medians[LatencyContender.ours.name], let peer = medians[LatencyContender.openAPIURLSession.name] {
            print("  ratio of median latency, swift-openapi-urlsession / ours: \(format(peer / ours, width: 0, decimals: 0))x")
        }
    }

    /// The value below which `fraction` of the sorted values lie (nearest rank).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }
}
