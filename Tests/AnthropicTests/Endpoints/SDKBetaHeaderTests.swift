import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The `anthropic-beta` value of a beta API's method: the official SDK (anthropic 2.14.0) sends
/// the method's beta after the caller's (`managed-agents-2026-04-01` on every Managed Agents
/// call, `x-sdk-headers` in Spec/derived), and so does the generated method (`joinedHeaders` in
/// Spec/anthropic.config.yaml): the client's betas, then the call's, then the method's, each
/// once. Checked against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct SDKBetaHeaderTests {
    static let emptyAgentList: JSONValue = ["data": [], "next_page": nil]

    @Test func aManagedAgentsCallSendsItsBetaWithoutAnyConfigured() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.emptyAgentList)])
        let claude = AnthropicClient.loopback(session, betas: [])

        _ = try await claude.beta.agents.list()

        let request = try await session.onlyRequest()
        #expect(request.path == "/v1/agents")
        #expect(request.headers["anthropic-beta"] == "managed-agents-2026-04-01")
    }

    @Test func theMethodsBetaFollowsTheClientsAndTheCallsEachOnce() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.emptyAgentList)])
        let claude = AnthropicClient.loopback(session, betas: ["files-api-2025-04-14", "managed-agents-2026-04-01"])
        var options = RequestOptions()
        options.extraHeaders["anthropic-beta"] = "skills-2025-10-02, files-api-2025-04-14"

        _ = try await claude.beta.agents.list(options: options)

        let request = try await session.onlyRequest()
        #expect(request.headers["anthropic-beta"] == "files-api-2025-04-14,managed-agents-2026-04-01,skills-2025-10-02")
    }

    @Test func aGAMethodSendsOnlyTheClientsBetas() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["data": [], "has_more": false, "first_id": nil, "last_id": nil])])
        let claude = AnthropicClient.loopback(session)

        _ = try await claude.models.list()

        let request = try await session.onlyRequest()
        #expect(request.headers["anthropic-beta"] == "files-api-2025-04-14,skills-2025-10-02")
    }
}
