import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The OpenAI client's credentials and account headers reach the server, and the key never
/// shows up in text.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIAuthenticationTests {
    @Test func bearerOrganizationAndProjectHeaders() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["object": "list", "data": []])])
        let client = OpenAIClient.loopback(session)
        _ = try await client.models.list()
        let request = try await session.onlyRequest()
        #expect(request.headers["authorization"] == "Bearer \(OpenAIClient.testKey)")
        #expect(request.headers["openai-organization"] == "org-test")
        #expect(request.headers["openai-project"] == "proj_test")
        #expect(request.path == "/models")
    }

    @Test func perCallHeadersJoinTheClientHeaders() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["object": "list", "data": []])])
        let client = OpenAIClient.loopback(session)
        _ = try await client.models.list(options: RequestOptions(extraHeaders: ["OpenAI-Beta": "assistants=v2"]))
        let request = try await session.onlyRequest()
        #expect(request.headers["openai-beta"] == "assistants=v2")
        #expect(request.headers["authorization"] == "Bearer \(OpenAIClient.testKey)")
    }

    @Test func theKeyNeverAppearsInText() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(["error": ["message": "Incorrect API key provided.", "type": "invalid_request_error", "code": "invalid_api_key"]],
                  status: 401, headers: ["x-request-id": "req_401"]),
        ])
        let client = OpenAIClient.loopback(session)
        var dumped = ""
        dump(client, to: &dumped)
        for text in [String(describing: client), String(reflecting: client), dumped,
                     String(describing: client.core.authentication), String(describing: client.core.defaultHeaders)] {
            #expect(!text.contains(OpenAIClient.testKey), "\(text)")
            #expect(!text.contains("SECRET"), "\(text)")
        }
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.models.retrieve(model: "gpt-4o")
        }
        let failure = try #require(error)
        #expect(failure.status == 401)
        for text in [String(describing: failure), String(reflecting: failure), failure.localizedDescription] {
            #expect(!text.contains(OpenAIClient.testKey), "\(text)")
        }
    }
}

extension OpenAIAuthenticationTests {
    @Test func theKeyNeverAppearsInTransportErrors() async throws {
        // Nothing listens on port 1 of the loopback interface: the connection is refused.
        let baseURL = try #require(URL(string: "http://127.0.0.1:1/v1"))
        let client = OpenAIClient(apiKey: OpenAIClient.testKey, baseURL: baseURL, timeout: 10, retryPolicy: .none,
                                  transport: OpenAIClient.loopbackTransport)
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.models.list()
        }
        let failure = try #require(error)
        #expect(failure.kind == .transport || failure.kind == .timeout)
        for text in [String(describing: failure), String(reflecting: failure), failure.localizedDescription] {
            #expect(!text.contains(OpenAIClient.testKey), "\(text)")
        }
    }
}
