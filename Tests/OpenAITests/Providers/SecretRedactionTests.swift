import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Configured secrets never show up in text, wherever they were put: in the base URL's query
/// or user info, under custom header names, or in a provider's error message.
@Suite(.timeLimit(.minutes(10)))
struct SecretRedactionTests {
    static func texts(of client: OpenAIClient, _ error: AIClientError?) -> [String] {
        var dumpedClient = ""
        dump(client, to: &dumpedClient)
        var dumpedError = ""
        dump(error, to: &dumpedError)
        return [String(describing: client), String(reflecting: client), dumpedClient, dumpedError,
                String(describing: error), error?.localizedDescription ?? "", error?.url?.absoluteString ?? "",
                String(describing: client.core.defaultHeaders)]
    }

    static let unauthorized = MockResponse.json(["error": ["message": "bad key", "type": "invalid_request_error"]], status: 401)

    @Test func aKeyInTheBaseURLQuery() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.unauthorized])
        let secret = "AIzaQuerySecret0123456789"
        let base = try #require(URL(string: session.baseURL.absoluteString + "?key=\(secret)"))
        let client = OpenAIClient(provider: .custom(baseURL: base), retryPolicy: .none)
        let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
        #expect(try await session.onlyRequest().rawQuery == "key=\(secret)")
        #expect(error?.url != nil)
        for text in Self.texts(of: client, error) { #expect(!text.contains(secret), "\(text)") }
    }

    @Test func aPasswordInTheBaseURL() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.unauthorized])
        let secret = "pa55word0123456789"
        let base = try #require(URL(string: session.baseURL.absoluteString.replacingOccurrences(of: "http://", with: "http://user:\(secret)@")))
        let client = OpenAIClient(provider: .custom(baseURL: base), retryPolicy: .none)
        let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
        #expect(error?.status == 401)
        for text in Self.texts(of: client, error) { #expect(!text.contains(secret), "\(text)") }
    }

    @Test func keysUnderCustomHeaderNames() async throws {
        let googKey = "AIzaGoogHeader0123456789"
        let plainKey = "plain-header-0123456789"
        let session = try await LoopbackServer.shared().mockSession([
            // A provider that echoes the key back in its message.
            .json(["error": ["message": .string("key \(plainKey) is not valid"), "type": "invalid_request_error"]], status: 403),
        ])
        var provider = OpenAIProvider.custom(baseURL: session.baseURL, headers: ["X-Goog-Api-Key": googKey])
        provider.authentication = Authentication.header("X-Account", plainKey)
        let client = OpenAIClient(provider: provider, retryPolicy: .none)
        let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
        let request = try await session.onlyRequest()
        #expect(request.headers["x-goog-api-key"] == googKey)
        #expect(request.headers["x-account"] == plainKey)
        for text in Self.texts(of: client, error) {
            #expect(!text.contains(googKey), "\(text)")
            #expect(!text.contains(plainKey), "\(text)")
        }
        #expect(String(describing: error).contains("key <redacted> is not valid"))
        let headers: HTTPHeaders = ["api-key": "short", "X-Custom-Token": "t", "Accept": "application/json"]
        #expect(String(describing: headers) == "api-key: <redacted>\nX-Custom-Token: <redacted>\nAccept: application/json")
    }

    @Test func azureKeysAndEntraTokens() async throws {
        let key = "azure-dump-key-0123456789"
        let client = OpenAIClient(provider: .azure(resource: "my-res", credential: .apiKey(key)))
        var dumped = ""
        dump(client, to: &dumped)
        #expect(!dumped.contains(key))
        #expect(dumped.contains("my-res.openai.azure.com"))
        #expect(String(describing: OpenAIProvider.azure(resource: "my-res", credential: .apiKey(key))).contains("Azure OpenAI"))
    }
}
