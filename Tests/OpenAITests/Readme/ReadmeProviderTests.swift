import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import OpenAI
import Testing

/// The README's provider examples: the same code, then each client it makes sends one chat
/// request through a transport that redirects to the loopback server, to check where it goes.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeProviderTests {
    static let source = URL(fileURLWithPath: #filePath)

    @Test(arguments: ["provider-azure", "provider-compatible", "provider-aiproxy"])
    func theReadmeShowsThisCode(_ name: String) throws {
        let mismatch = try ReadmeSnippet.mismatch(name, source: Self.source)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Sends one chat request through `client` and returns the URL it was built for.
    static func chatURL(_ client: OpenAIClient) async throws -> String {
        let session = try await LoopbackServer.shared().mockSession([.json(ProviderFixtures.chatCompletion)])
        let transport = RedirectTransport(to: session)
        var client = client
        client.core.transport = transport
        client.core.retryPolicy = .none
        _ = try await client.chat.completions.create(.init(messages: [.user("Hi")], model: "my-deployment"))
        return transport.urls.first ?? ""
    }

    @Test func azure() async throws {
        let azureKey = "azure-readme-0123456789"
        @Sendable func fetchEntraToken() async throws -> String { "entra-token" }
        // README: provider-azure
        // Deployment form, `api-key` header: a request with model "my-deployment" goes to
        // /openai/deployments/my-deployment/chat/completions?api-version=2024-10-21.
        let azure = OpenAIClient(provider: .azure(resource: "my-res", apiVersion: "2024-10-21", credential: .apiKey(azureKey)))
        // v1 form (/openai/v1/…) with a Microsoft Entra ID token, fetched again for every attempt.
        let entra = OpenAIClient(provider: .azureV1(resource: "my-res", credential: .entraID { try await fetchEntraToken() }))
        // README: end
        #expect(try await Self.chatURL(azure)
                == "https://my-res.openai.azure.com/openai/deployments/my-deployment/chat/completions?api-version=2024-10-21")
        #expect(try await Self.chatURL(entra) == "https://my-res.openai.azure.com/openai/v1/chat/completions")
    }

    @Test func compatibleHosts() async throws {
        let key = "compatible-readme-0123456789"
        let myServerURL = URL(string: "https://llm.internal.example/v1") ?? URL(fileURLWithPath: "/")
        // README: provider-compatible
        let local = OpenAIClient(provider: .ollama())                 // http://localhost:11434/v1, no key
        let groq = OpenAIClient(provider: .groq(apiKey: key))         // https://api.groq.com/openai/v1
        let gemini = OpenAIClient(provider: .gemini(apiKey: key))     // …googleapis.com/v1beta/openai
        let router = OpenAIClient(provider: .openRouter(apiKey: key, referer: "https://my.app", title: "My App"))
        let deepSeek = OpenAIClient(provider: .deepSeek(apiKey: key)) // https://api.deepseek.com
        let grok = OpenAIClient(provider: .xAI(apiKey: key))          // https://api.x.ai/v1
        let together = OpenAIClient(provider: .together(apiKey: key)) // https://api.together.xyz/v1
        let mistral = OpenAIClient(provider: .mistral(apiKey: key))   // https://api.mistral.ai/v1
        let mine = OpenAIClient(provider: .custom(baseURL: myServerURL, apiKey: key, headers: ["X-Team": "core"]))
        // README: end
        var urls: [String] = []
        for client in [local, groq, gemini, router, deepSeek, grok, together, mistral, mine] {
            urls.append(try await Self.chatURL(client))
        }
        #expect(urls == [
            "http://localhost:11434/v1/chat/completions", "https://api.groq.com/openai/v1/chat/completions",
            "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions",
            "https://openrouter.ai/api/v1/chat/completions", "https://api.deepseek.com/chat/completions",
            "https://api.x.ai/v1/chat/completions", "https://api.together.xyz/v1/chat/completions",
            "https://api.mistral.ai/v1/chat/completions", "https://llm.internal.example/v1/chat/completions",
        ])
    }

    @Test func aiProxy() async throws {
        let userID = "user-42"
        let partialKey = "v2|partial-readme-0123456789"
        let serviceURL = URL(string: "https://api.aiproxy.com/1a2b/3c4d") ?? URL(fileURLWithPath: "/")
        @Sendable func deviceCheckToken() async throws -> String { "device-token" }
        // README: provider-aiproxy
        // AIProxy keeps the real key; the app holds a partial key. Sent: aiproxy-partial-key,
        // aiproxy-client-id, aiproxy-devicecheck (DCDevice token), and on simulators only
        // aiproxy-devicecheck-bypass from AIPROXY_DEVICE_CHECK_BYPASS. serviceURL is the one the
        // dashboard shows, for both clients: https://api.aiproxy.com/1a2b/3c4d, with or without a
        // trailing /v1 (never doubled): requests go to …/3c4d/v1/chat/completions, …/3c4d/v1/messages.
        let options = AIProxyOptions(clientID: userID, deviceCheckToken: { try await deviceCheckToken() })
        let proxied = OpenAIClient(provider: .aiProxy(partialKey: partialKey, serviceURL: serviceURL, options: options))
        let claudeProxied = AnthropicClient(provider: .aiProxy(partialKey: partialKey, serviceURL: serviceURL, options: options))
        // README: end
        #expect(try await Self.chatURL(proxied) == "https://api.aiproxy.com/1a2b/3c4d/v1/chat/completions")
        #expect(claudeProxied.core.baseURL.absoluteString == "https://api.aiproxy.com/1a2b/3c4d")
        let session = try await LoopbackServer.shared().mockSession([.json(ProviderFixtures.chatCompletion)])
        var client = proxied
        client.core.transport = RedirectTransport(to: session)
        _ = try await client.chat.completions.create(.init(messages: [.user("Hi")], model: "m"))
        let request = try await session.onlyRequest()
        #expect(request.headers["aiproxy-partial-key"] == partialKey)
        #expect(request.headers["aiproxy-client-id"] == userID)
        #expect(request.headers["aiproxy-devicecheck"] == "device-token")
        #expect(request.headers["authorization"] == nil)
    }

    /// One meaning of `serviceURL` for both clients (issue 33): a trailing `/v1`, with or
    /// without a slash, is accepted and never doubled.
    @Test(arguments: ["https://api.aiproxy.com/1a2b/3c4d", "https://api.aiproxy.com/1a2b/3c4d/",
                      "https://api.aiproxy.com/1a2b/3c4d/v1", "https://api.aiproxy.com/1a2b/3c4d/v1/"])
    func aiProxyServiceURLMeansTheSameForBothClients(_ service: String) async throws {
        let serviceURL = try #require(URL(string: service))
        let proxied = OpenAIClient(provider: .aiProxy(partialKey: "v2|partial-readme-0123456789", serviceURL: serviceURL))
        #expect(try await Self.chatURL(proxied) == "https://api.aiproxy.com/1a2b/3c4d/v1/chat/completions")

        let message: JSONValue = [
            "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "text", "text": "Hello"]], "stop_reason": "end_turn", "stop_sequence": .null,
            "usage": ["input_tokens": 3, "output_tokens": 1],
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(message)])
        let transport = RedirectTransport(to: session)
        let claude = AnthropicClient(
            provider: .aiProxy(partialKey: "v2|partial-readme-0123456789", serviceURL: serviceURL),
            retryPolicy: .none, transport: transport)
        _ = try await claude.messages.create(.init(model: "claude-sonnet-4-5", messages: [.user("Hi")], maxTokens: 16))
        #expect(transport.urls == ["https://api.aiproxy.com/1a2b/3c4d/v1/messages"])
    }
}
