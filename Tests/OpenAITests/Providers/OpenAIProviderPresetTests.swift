import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Every OpenAI-compatible preset builds the documented URL and headers for a chat request
/// and a streamed chat request, and its stream and its error decode as OpenAI's do.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIProviderPresetTests {
    struct Preset: Sendable, CustomTestStringConvertible {
        var provider: OpenAIProvider
        var chatURL: String
        var headers: [String: String]
        var errorBody: MockResponse
        var testDescription: String { provider.name }
    }

    static let key = "preset-key-0123456789SECRET"

    static let presets: [Preset] = [
        Preset(provider: .openAI(apiKey: key, organization: "org-1", project: "proj-1", environment: [:]),
               chatURL: "https://api.openai.com/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)", "openai-organization": "org-1", "openai-project": "proj-1"],
               errorBody: ProviderFixtures.openAIError("The model does not exist")),
        Preset(provider: .ollama(), chatURL: "http://localhost:11434/v1/chat/completions", headers: [:],
               errorBody: .json(["error": ["message": "model \"llama9\" not found, try pulling it first",
                                           "type": "api_error", "param": .null, "code": .null]], status: 404)),
        Preset(provider: .groq(apiKey: key), chatURL: "https://api.groq.com/openai/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: ProviderFixtures.openAIError("The model does not exist")),
        // Gemini's compatibility endpoint wraps its error in a one-element array.
        Preset(provider: .gemini(apiKey: key),
               chatURL: "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: .json([["error": ["code": 400, "message": "API key not valid", "status": "INVALID_ARGUMENT"]]], status: 400)),
        Preset(provider: .openRouter(apiKey: key, referer: "https://example.app", title: "Example"),
               chatURL: "https://openrouter.ai/api/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)", "http-referer": "https://example.app", "x-title": "Example"],
               errorBody: .json(["error": ["message": "No auth credentials found", "code": 401]], status: 401)),
        Preset(provider: .deepSeek(apiKey: key), chatURL: "https://api.deepseek.com/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: ProviderFixtures.openAIError("Model Not Exist")),
        Preset(provider: .xAI(apiKey: key), chatURL: "https://api.x.ai/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: .json(["code": "Client specified an invalid argument", "error": "Incorrect API key provided"], status: 400)),
        Preset(provider: .together(apiKey: key), chatURL: "https://api.together.xyz/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: ProviderFixtures.openAIError("Unable to access model")),
        // Mistral answers errors with a top-level message.
        Preset(provider: .mistral(apiKey: key), chatURL: "https://api.mistral.ai/v1/chat/completions",
               headers: ["authorization": "Bearer \(key)"],
               errorBody: .json(["object": "error", "message": "Invalid model: my-model", "type": "invalid_model", "code": "1500"], status: 400)),
        Preset(provider: .custom(baseURL: URL(string: "https://llm.example.com/api/v1?tenant=t1") ?? URL(fileURLWithPath: "/"), apiKey: key,
                                 headers: ["X-Team": "core"]),
               chatURL: "https://llm.example.com/api/v1/chat/completions?tenant=t1",
               headers: ["authorization": "Bearer \(key)", "x-team": "core"],
               errorBody: ProviderFixtures.openAIError("Unknown model")),
    ]

    @Test(arguments: presets)
    func chatStreamAndErrorGoWhereThePresetSays(_ preset: Preset) async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(ProviderFixtures.chatCompletion), ProviderFixtures.stream, preset.errorBody,
        ])
        let transport = RedirectTransport(to: session)
        let client = OpenAIClient(provider: preset.provider, timeout: 30, retryPolicy: .none, transport: transport)

        let completion = try await client.chat.completions.create(ProviderFixtures.request)
        #expect(completion.choices.first?.message.content == "Hello")

        var text = ""
        for try await chunk in try await client.chat.completions.stream(ProviderFixtures.request) {
            text += chunk.choices.first?.delta.content ?? ""
        }
        #expect(text == "Hello")

        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.create(ProviderFixtures.request)
        }
        #expect(error?.kind == .http)
        #expect(error?.providerError?.message?.isEmpty == false, "\(String(describing: error))")

        #expect(transport.urls == [preset.chatURL, preset.chatURL, preset.chatURL])
        let recorded = try await session.requests()
        try #require(recorded.count == 3)
        let expectedPath = try #require(URLComponents(string: preset.chatURL)).percentEncodedPath
        let expectedQuery = try #require(URLComponents(string: preset.chatURL)).percentEncodedQuery ?? ""
        for request in recorded {
            #expect(request.method == "POST")
            #expect(request.path == expectedPath)
            #expect(request.rawQuery == expectedQuery)
        }
        #expect(clientHeaders(recorded[0]) == ProviderFixtures.jsonHeaders(preset.headers))
        #expect(ProviderFixtures.withoutAccept(clientHeaders(recorded[1]))
                == ProviderFixtures.withoutAccept(ProviderFixtures.jsonHeaders(preset.headers)))
        #expect(recorded[1].bodyJSON?["stream"] == .bool(true))
        #expect(recorded[0].bodyJSON?["model"] == "my-model")
        #expect(!String(describing: error).contains(Self.key))
    }
}
