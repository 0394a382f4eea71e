import AIClientRuntime
import AIClientsAsyncHTTPClient
import AsyncHTTPClient
import Foundation
import Testing

/// The transports the behaviour suite runs on.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case asyncHTTPClient

    var testDescription: String { rawValue }

    /// Runs `body` with a transport of this kind that has its own connection pool, shut down after.
    func with<T: Sendable>(
        timeout: TimeInterval = 600, memoryLimit: Int = 1 << 20, _ body: (any HTTPTransport) async throws -> T
    ) async throws -> T {
        switch self {
        case .urlSession:
            return try await body(URLSessionTransport(configuration: .init(timeout: timeout, responseMemoryLimit: memoryLimit)))
        case .asyncHTTPClient:
            let client = HTTPClient(
                eventLoopGroup: HTTPClient.defaultEventLoopGroup,
                configuration: AsyncHTTPClientTransport.recommendedHTTPClientConfiguration())
            let transport = AsyncHTTPClientTransport(
                httpClient: client, configuration: .init(timeout: timeout, responseMemoryLimit: memoryLimit))
            do {
                let result = try await body(transport)
                try await client.shutdown()
                return result
            } catch {
                try? await client.shutdown()
                throw error
            }
        }
    }
}

extension TestServer {
    /// A core on this server, with a secret key and the given policy.
    func core(_ transport: any HTTPTransport, policy: RetryPolicy = .default, timeout: TimeInterval? = nil) -> APIClientCore {
        APIClientCore(
            baseURL: baseURL, authentication: .bearer(Secrets.key), transport: transport,
            retryPolicy: policy, timeout: timeout)
    }
}

enum Secrets {
    static let key = "sk-transport-secret-0123456789"
}

/// Two retries with short waits, for tests that are not about the waits.
let fastRetries = RetryPolicy(maxRetries: 2, initialDelay: 0.05, maxDelay: 0.2)
