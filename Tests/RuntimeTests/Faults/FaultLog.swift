import AIClientRuntime
import AIClientsTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the loopback server recorded for one request of a `/fault/<kind>?key=K` route.
struct FaultRecord: Decodable, Sendable {
    struct Part: Decodable, Sendable {
        var name: String?
        var filename: String?
        var size: Int
        var adler32: Int
        var text: String?
    }

    /// When the request arrived (server clock, seconds).
    var t: Double
    var method: String
    var kind: String
    var headers: [String: String]
    /// The declared body length and what arrived.
    var declared: Int
    var bodySize: Int
    var complete: Bool
    var bodyAdler32: Int
    var bodyJSON: JSONValue?
    var parts: [Part]?

    enum CodingKeys: String, CodingKey {
        case t, method, kind, headers, declared, complete, parts
        case bodySize = "body_size", bodyAdler32 = "body_adler32", bodyJSON = "body_json"
    }
}

/// Helpers of the fault-injection suite.
enum Faults {
    /// A fresh key, so tests running in parallel never share a log.
    static func key() -> String { UUID().uuidString }

    /// The requests the server recorded under `key`, in arrival order.
    static func log(_ server: LoopbackServer, key: String) async throws -> [FaultRecord] {
        struct Log: Decodable { var requests: [FaultRecord] }
        let (data, _) = try await URLSession.shared.data(from: server.url("/fault/log?key=\(key)"))
        return try JSONDecoder().decode(Log.self, from: data).requests
    }

    /// A loopback port nobody listens on (the OS picks a free one, which is then closed).
    static func unusedPort() -> Int? {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(fd, raw, length) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// Seconds between consecutive requests.
    static func gaps(_ records: [FaultRecord]) -> [Double] {
        zip(records.dropFirst(), records).map { $0.t - $1.t }
    }

    /// The log as `kind complete body_size +seconds` lines, for failure messages.
    static func describe(_ records: [FaultRecord]) -> String {
        let start = records.first?.t ?? 0
        return records.map { "\($0.kind) \($0.complete ? "complete" : "INCOMPLETE") \($0.bodySize)/\($0.declared) +\(($0.t - start).formatted())" }
            .joined(separator: "; ")
    }

    /// Prints the log's attempts and gaps when `FAULT_REPORT` is set in the environment, for
    /// the SDK comparison table (`FAULT_REPORT=1 swift test --filter Fault`).
    static func report(_ scenario: String, _ records: [FaultRecord], elapsed: TimeInterval? = nil) {
        guard ProcessInfo.processInfo.environment["FAULT_REPORT"] != nil else { return }
        let gaps = Self.gaps(records).map { String(format: "%.2f", $0) }.joined(separator: ", ")
        let total = elapsed.map { String(format: ", %.2f s in all", $0) } ?? ""
        print("FAULT-REPORT \(scenario): \(records.count) requests, gaps [\(gaps)]\(total)")
    }

    /// A core on the loopback server with its own connection pool and the given policy.
    static func core(
        _ server: LoopbackServer, policy: RetryPolicy = fast, transport: URLSessionTransport = URLSessionTransport()
    ) -> APIClientCore {
        APIClientCore(
            baseURL: server.baseURL, authentication: .bearer("sk-fault-secret"), transport: transport, retryPolicy: policy)
    }

    /// Two retries with short waits, for tests that are not about the waits themselves.
    static let fast = RetryPolicy(maxRetries: 2, initialDelay: 0.05, maxDelay: 0.2)

    /// Seconds `body` took, with its result.
    static func timed<T>(_ body: () async throws -> T) async -> (Result<T, any Error>, TimeInterval) {
        let start = Date()
        do {
            let value = try await body()
            return (.success(value), Date().timeIntervalSince(start))
        } catch {
            return (.failure(error), Date().timeIntervalSince(start))
        }
    }
}

extension Result {
    /// The failure as an `AIClientError`, if it is one.
    var clientError: AIClientError? {
        if case .failure(let error) = self { return error as? AIClientError }
        return nil
    }
}
