import AIClientRuntime
import AIClientsTestSupport
import Foundation

extension APIClientCore {
    /// A core for the loopback server with fast retries.
    static func loopback(_ server: LoopbackServer, transport: any HTTPTransport, maxRetries: Int = 2) -> APIClientCore {
        APIClientCore(
            baseURL: server.baseURL, defaultHeaders: ["User-Agent": "AIClientRuntimeTests"],
            authentication: .bearer("sk-test-secret"), transport: transport,
            retryPolicy: RetryPolicy(maxRetries: maxRetries, initialDelay: 0.01, maxDelay: 0.05))
    }
}
