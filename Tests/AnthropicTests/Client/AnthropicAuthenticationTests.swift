import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The Anthropic client's key, version and betas reach the server; the key never shows up
/// in text.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicAuthenticationTests {
    @Test func keyVersionAndBetas() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["data": [], "has_more": false])])
        let claude = AnthropicClient.loopback(session)
        _ = try await claude.beta.files.list()
        let request = try await session.onlyRequest()
        #expect(request.headers["x-api-key"] == AnthropicClient.testKey)
        #expect(request.headers["anthropic-version"] == "2026-10-21")
        #expect(request.headers["anthropic-beta"] == "files-api-2025-04-14,skills-2025-10-02")
        #expect(request.headers["authorization"] == nil)
    }

    @Test func noBetaHeaderWithoutBetas() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["data": [], "has_more": false])])
        let claude = AnthropicClient.loopback(session, betas: [])
        _ = try await claude.models.list()
        let request = try await session.onlyRequest()
        #expect(request.headers["anthropic-beta"] == nil)
        #expect(request.headers["x-api-key"] == AnthropicClient.testKey)
    }

    @Test func theKeyNeverAppearsInText() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(["type": "error", "error": ["type": "authentication_error", "message": "invalid x-api-key"]], status: 401),
        ])
        let claude = AnthropicClient.loopback(session)
        var dumped = ""
        dump(claude, to: &dumped)
        for text in [String(describing: claude), String(reflecting: claude), dumped] {
            #expect(!text.contains(AnthropicClient.testKey), "\(text)")
            #expect(!text.contains("SECRET"), "\(text)")
        }
        let error = await #expect(throws: AIClientError.self) {
            _ = try await claude.models.retrieve(modelID: "claude-sonnet-4-5")
        }
        let failure = try #require(error)
        #expect(failure.providerError?.type == "authentication_error")
        for text in [String(describing: failure), String(reflecting: failure), failure.localizedDescription] {
            #expect(!text.contains(AnthropicClient.testKey), "\(text)")
        }
    }
}
