import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The `OpenAI-Beta` header the official SDK sends on every call of a beta API (assistants,
/// threads and vector stores `assistants=v2`, the Agents API `agents=v1`, ChatKit
/// `chatkit_beta=v1`; merged from openai-python 3.57.0 as const header parameters), without
/// which the API refuses the call. A caller's `extraHeaders` still win.
@Suite(.timeLimit(.minutes(10)))
struct BetaHeaderTests {
    static let emptyList: JSONValue = ["object": "list", "data": [], "has_more": false, "first_id": "vs_0", "last_id": "vs_0"]

    @Test func betaAPIsSendTheirHeaderAndGAOnesNone() async throws {
        let session = try await LoopbackServer.shared().mockSession(Array(repeating: .json(Self.emptyList), count: 4))
        let client = OpenAIClient.loopback(session)
        _ = try await client.vectorStores.list()
        _ = try await client.agents.list()
        _ = try await client.models.list()
        _ = try await client.vectorStores.list(options: RequestOptions(extraHeaders: ["OpenAI-Beta": "assistants=v3"]))
        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/vector_stores", "/agents", "/models", "/vector_stores"])
        #expect(requests.map { $0.headers["openai-beta"] } == ["assistants=v2", "agents=v1", nil, "assistants=v3"])
    }
}
