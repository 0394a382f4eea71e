import AIClientRuntime
import Foundation
import Testing

/// Provider data turned into requests without a network: Azure's path rewriting, default
/// query, and credentials; secrets masked by value.
@Suite struct ProviderRoutingTests {
    static func build(_ provider: OpenAIProvider, _ components: RequestComponents) async throws -> HTTPRequest {
        let core = provider.makeCore()
        return try await core.authentication.authorize(try core.makeRequest(components))
    }

    static func chat(model: String) throws -> RequestComponents {
        var components = RequestComponents(method: "POST", path: "/chat/completions")
        try components.setJSONBody(JSONValue.object(["model": .string(model), "messages": []]))
        return components
    }

    @Test func azureDeploymentPathsComeFromTheModel() async throws {
        let provider = OpenAIProvider.azure(resource: "res", apiVersion: "2025-01-01", credential: .apiKey("azure-key-123456"))
        let request = try await Self.build(provider, try Self.chat(model: "gpt 4o/mini"))
        #expect(request.url.absoluteString == "https://res.openai.azure.com/openai/deployments/gpt%204o%2Fmini/chat/completions?api-version=2025-01-01")
        #expect(request.headers["api-key"] == "azure-key-123456")
        #expect(request.headers["Authorization"] == nil)
        let files = try await Self.build(provider, RequestComponents(method: "GET", path: "/files/file-1/content"))
        #expect(files.url.absoluteString == "https://res.openai.azure.com/openai/files/file-1/content?api-version=2025-01-01")
    }

    @Test func azureWithoutAModelOrDeploymentIsAClearError() throws {
        let core = OpenAIProvider.azure(resource: "res", credential: .apiKey("azure-key-123456")).makeCore()
        let error = #expect(throws: AIClientError.self) {
            _ = try core.makeRequest(RequestComponents(method: "POST", path: "/embeddings"))
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("needs a deployment") == true)
        let admin = #expect(throws: AIClientError.self) {
            _ = try OpenAIProvider.azureV1(resource: "res", credential: .apiKey("azure-key-123456")).makeCore()
                .makeRequest(RequestComponents(method: "GET", path: "/organization/users"))
        }
        #expect(admin?.message?.contains("does not serve GET /organization/users in the v1 API") == true)
    }

    @Test func multipartBodiesCarryTheirModel() throws {
        var form = MultipartFormData()
        form.append("model", "whisper-1")
        form.append("file", file: .data(Data([1]), filename: "a.wav"))
        struct Upload: MultipartFormEncodable {
            var form: MultipartFormData
            func multipartFormData() throws -> MultipartFormData { form }
        }
        var components = RequestComponents(method: "POST", path: "/audio/transcriptions")
        try components.setMultipartBody(Upload(form: form))
        #expect(components.bodyModel() == "whisper-1")
        #expect(try Self.chat(model: "m1").bodyModel() == "m1")
        #expect(RequestComponents(method: "GET", path: "/models").bodyModel() == nil)
    }

    @Test func keysAreTrimmedEmptyKeysSendNothingAndLineBreaksAreRejected() async throws {
        let request = HTTPRequest(method: "GET", url: URL(fileURLWithPath: "/"))
        #expect(try await Authentication.bearer("trim-me-0123456\r\n").authorize(request).headers["Authorization"] == "Bearer trim-me-0123456")
        #expect(try await Authentication.bearer("").authorize(request).headers["Authorization"] == nil)
        #expect(try await Authentication.header("api-key", "  ").authorize(request).headers["api-key"] == nil)
        let error = await #expect(throws: AIClientError.self) {
            _ = try await Authentication.bearer("abc\r\nX-Injected: 1").authorize(request)
        }
        #expect(error?.kind == .invalidRequest)
    }

    @Test func secretsAreMaskedByValueAndByName() {
        SecretRedaction.register("value-secret-0123456789")
        #expect(SecretRedaction.redact("a value-secret-0123456789 b") == "a <redacted> b")
        #expect(SecretRedaction.redact("short") == "short")
        for name in ["Authorization", "api-key", "X-Goog-Api-Key", "x-api-key", "aiproxy-partial-key", "X-Auth-Token", "Cookie"] {
            #expect(SecretRedaction.isSecretHeader(name), "\(name)")
        }
        for name in ["Accept", "Content-Type", "anthropic-version", "OpenAI-Organization", "X-Title", "HTTP-Referer"] {
            #expect(!SecretRedaction.isSecretHeader(name), "\(name)")
        }
        let url = URL(string: "https://user:pw-0123456789@example.com/v1?key=k-0123456789&limit=2") ?? URL(fileURLWithPath: "/")
        SecretRedaction.registerSecrets(in: url)
        let masked = SecretRedaction.redactedURL(url).absoluteString
        #expect(!masked.contains("pw-0123456789") && !masked.contains("k-0123456789"), "\(masked)")
        #expect(masked.contains("limit=2"))
    }

    @Test func requestsPrintWithoutSecrets() async throws {
        let key = "request-print-key-0123456789"
        let base = URL(string: "https://proxy.example.com/v1?key=\(key)") ?? URL(fileURLWithPath: "/")
        let request = try await Self.build(.custom(baseURL: base, apiKey: key), RequestComponents(method: "GET", path: "/models"))
        #expect(request.url.absoluteString == "https://proxy.example.com/v1/models?key=\(key)")
        var dumped = ""
        dump(request, to: &dumped)
        for text in [String(describing: request), dumped] {
            #expect(!text.contains(key), "\(text)")
            #expect(text.contains("proxy.example.com/v1/models"), "\(text)")
        }
    }

    @Test func userAgentNamesThePackageSwiftAndTheSystem() {
        #expect(UserAgent.value.hasPrefix("AIClients/\(UserAgent.packageVersion) (Swift 6."))
        #if os(Linux)
        #expect(UserAgent.value.hasSuffix("; Linux)"))
        #endif
    }
}
