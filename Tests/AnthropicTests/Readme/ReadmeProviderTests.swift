import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The README's Anthropic provider example: the same code, then where each client's
/// requests go and with which credentials.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeProviderTests {
    @Test func theReadmeShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("provider-anthropic", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func anthropicProviders() async throws {
        let oauthToken = "oauth-readme-0123456789"
        let gatewayURL = URL(string: "https://gateway.example.com/anthropic") ?? URL(fileURLWithPath: "/")
        // README: provider-anthropic
        let claude = AnthropicClient()                                // ANTHROPIC_API_KEY / _AUTH_TOKEN / _BASE_URL
        let viaToken = AnthropicClient(authToken: oauthToken)         // Authorization: Bearer
        let gateway = AnthropicClient(provider: .custom(baseURL: gatewayURL, authToken: oauthToken))
        // README: end
        let environmentURL = ProcessInfo.processInfo.environment["ANTHROPIC_BASE_URL"] ?? "https://api.anthropic.com"
        #expect(claude.core.baseURL.absoluteString == environmentURL)
        let session = try await LoopbackServer.shared().mockSession([
            .json(AnthropicProviderTests.message), .json(AnthropicProviderTests.message),
        ])
        let transport = RedirectTransport(to: session)
        for var client in [viaToken, gateway] {
            client.core.transport = transport
            _ = try await client.messages.create(AnthropicProviderTests.request)
        }
        #expect(transport.urls == [environmentURL + "/v1/messages", "https://gateway.example.com/anthropic/v1/messages"])
        let recorded = try await session.requests()
        #expect(recorded.map { $0.headers["authorization"] } == ["Bearer \(oauthToken)", "Bearer \(oauthToken)"])
        #expect(recorded.allSatisfy { $0.headers["x-api-key"] == nil })
    }
}
