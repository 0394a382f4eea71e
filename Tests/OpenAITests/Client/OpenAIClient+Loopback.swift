import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI

extension OpenAIClient {
    /// The API key of every loopback client: tests check that it never shows up in text.
    static let testKey = "sk-test-0123456789abcdefSECRET"

    /// One transport for the loopback tests, as an app would share one.
    static let loopbackTransport = URLSessionTransport()

    /// A client for a scripted session, with organization and project headers and no retries
    /// (a scripted error must reach the test as it is).
    static func loopback(_ session: MockSession, retryPolicy: RetryPolicy = .none) -> OpenAIClient {
        OpenAIClient(
            apiKey: testKey, organization: "org-test", project: "proj_test", baseURL: session.baseURL,
            timeout: 30, retryPolicy: retryPolicy, transport: loopbackTransport)
    }
}
