import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// What `OpenAIClient` sends without being told: our `User-Agent`, no `Authorization` for an
/// empty key, settings from the environment; and AIProxy's headers.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIClientDefaultsTests {
    static let list: MockResponse = .json(["object": "list", "data": []])

    @Test func userAgentIsOursUnlessTheAppSetsOne() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list, Self.list])
        _ = try await OpenAIClient(apiKey: "k-0123456789", baseURL: session.baseURL, environment: [:]).models.list()
        _ = try await OpenAIClient(apiKey: "k-0123456789", baseURL: session.baseURL, defaultHeaders: ["User-Agent": "custom-ua/1"],
                                   environment: [:]).models.list()
        let recorded = try await session.requests()
        let ours = try #require(recorded.first?.headers["user-agent"])
        #expect(ours == UserAgent.value)
        #expect(ours.wholeMatch(of: /AIClients\/\d+\.\d+\.\d+ \(Swift \d+\.\d+; [A-Za-z]+\)/) != nil, "\(ours)")
        #expect(recorded.last?.headers["user-agent"] == "custom-ua/1")
    }

    @Test func anEmptyKeySendsNoAuthorization() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list, Self.list])
        _ = try await OpenAIClient(apiKey: "", baseURL: session.baseURL, environment: [:]).models.list()
        _ = try await OpenAIClient(provider: .custom(baseURL: session.baseURL)).models.list()
        let recorded = try await session.requests()
        #expect(recorded.count == 2)
        #expect(recorded.allSatisfy { $0.headers["authorization"] == nil })
    }

    @Test func environmentDefaultsAndExplicitArgumentsWin() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list, Self.list])
        let environment = [
            "OPENAI_API_KEY": "env-key-0123456789", "OPENAI_BASE_URL": session.baseURL.absoluteString,
            "OPENAI_ORG_ID": "org-env", "OPENAI_PROJECT_ID": "proj-env",
        ]
        _ = try await OpenAIClient(environment: environment).models.list()
        _ = try await OpenAIClient(apiKey: "code-key-0123456789", organization: "org-code", environment: environment).models.list()
        let recorded = try await session.requests()
        #expect(recorded.map { $0.headers["authorization"] } == ["Bearer env-key-0123456789", "Bearer code-key-0123456789"])
        #expect(recorded.map { $0.headers["openai-organization"] } == ["org-env", "org-code"])
        #expect(recorded.map { $0.headers["openai-project"] } == ["proj-env", "proj-env"])
    }

    @Test func aKeyReadFromAFileIsTrimmed() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list])
        _ = try await OpenAIClient(apiKey: "file-key-0123456789\n", baseURL: session.baseURL, environment: [:]).models.list()
        #expect(try await session.onlyRequest().headers["authorization"] == "Bearer file-key-0123456789")
    }

    /// The base URL as text, as the official SDKs take it (issue 33).
    @Test func aBaseURLGivenAsText() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list])
        let text = session.baseURL.absoluteString + "\n"   // read from a file
        let client = OpenAIClient(apiKey: "k-0123456789", baseURL: text, environment: [:])
        #expect(client.core.baseURL == session.baseURL)
        _ = try await client.models.list()
        #expect(try await session.onlyRequest().path.hasSuffix("/models"))
    }

    @Test func aBaseURLTextWithoutSchemeOrHostFailsBeforeSending() async throws {
        let transport = RedirectTransport(to: try await LoopbackServer.shared().mockSession([Self.list]))
        for text in ["localhost:11434/v1", "api.example.com/v1", "", "https://user:pw-0123456789@"] {
            let client = OpenAIClient(apiKey: "k-0123456789", baseURL: text, transport: transport, environment: [:])
            let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
            #expect(error?.kind == .invalidRequest)
            #expect(error?.message?.contains("is not an absolute URL with a scheme and a host") == true, "\(text)")
            #expect(error?.message?.contains("pw-0123456789") == false)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aKeyWithALineBreakInsideIsRejectedBeforeSending() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.list])
        let client = OpenAIClient(apiKey: "half-one-0123\nhalf-two-4567", baseURL: session.baseURL, environment: [:])
        let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("line break") == true)
        #expect(!String(describing: error).contains("half-one"))
        #expect(try await session.requests().isEmpty)
    }

    @Test func aiProxyForOpenAI() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(ProviderFixtures.chatCompletion), ProviderFixtures.stream, ProviderFixtures.openAIError("Rate limited by AIProxy", status: 429),
        ])
        let transport = RedirectTransport(to: session)
        let provider = OpenAIProvider.aiProxy(
            partialKey: "v2|partial-0123456789", serviceURL: URL(string: "https://api.aiproxy.com/abc/def") ?? URL(fileURLWithPath: "/"),
            options: .init(clientID: "client-7", deviceCheckBypass: nil))
        let client = OpenAIClient(provider: provider, timeout: 30, retryPolicy: .none, transport: transport)
        _ = try await client.chat.completions.create(ProviderFixtures.request)
        var text = ""
        for try await chunk in try await client.chat.completions.stream(ProviderFixtures.request) {
            text += chunk.choices.first?.delta.content ?? ""
        }
        #expect(text == "Hello")
        let error = await #expect(throws: AIClientError.self) { _ = try await client.chat.completions.create(ProviderFixtures.request) }
        #expect(error?.status == 429)
        #expect(error?.providerError?.message == "Rate limited by AIProxy")
        let url = "https://api.aiproxy.com/abc/def/v1/chat/completions"
        #expect(transport.urls == [url, url, url])
        let recorded = try await session.requests()
        #expect(recorded.map(\.path) == Array(repeating: "/abc/def/v1/chat/completions", count: 3))
        #expect(clientHeaders(recorded[0]) == ProviderFixtures.jsonHeaders(
            ["aiproxy-partial-key": "v2|partial-0123456789", "aiproxy-client-id": "client-7"]))
        #expect(recorded[1].headers["aiproxy-partial-key"] == "v2|partial-0123456789")
    }
}
