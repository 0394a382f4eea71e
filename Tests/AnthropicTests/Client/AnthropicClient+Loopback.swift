import AIClientRuntime
import AIClientsTestSupport
import Foundation
import Anthropic

extension AnthropicClient {
    /// The API key of every loopback client: tests check that it never shows up in text.
    static let testKey = "sk-ant-test-0123456789SECRET"

    /// One transport for the loopback tests, as an app would share one.
    static let loopbackTransport = URLSessionTransport()

    /// A client for a scripted session with two betas and no retries (a scripted error must
    /// reach the test as it is).
    static func loopback(_ session: MockSession, betas: [String] = ["files-api-2025-04-14", "skills-2025-10-02"]) -> AnthropicClient {
        AnthropicClient(
            apiKey: testKey, betas: betas, baseURL: session.baseURL,
            timeout: 30, retryPolicy: .none, transport: loopbackTransport)
    }
}
