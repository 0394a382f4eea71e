import AIClientRuntime
import Foundation

/// A client for the OpenAI API and every OpenAI-compatible provider. Every operation of the
/// spec is a method on one of its resources, grouped as the official SDKs group them:
///
/// ```swift
/// let client = OpenAIClient(apiKey: key)                         // or OpenAIClient() to read OPENAI_API_KEY
/// let azure = OpenAIClient(provider: .azure(resource: "my-res", credential: .apiKey(azureKey)))
/// let completion = try await client.chat.completions.create(.init(
///     messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
/// ```
///
/// Admin-key endpoints (`/organization/…`) work the same way with an admin key.
public struct OpenAIClient: Sendable, CustomStringConvertible {
    /// The provider-agnostic engine: base URL, headers, authentication, transport, retries.
    /// Use it for endpoints the spec does not have yet (`core.raw(…)`).
    public var core: APIClientCore

    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://api.openai.com/v1") else { preconditionFailure("a valid constant URL") }
        return url
    }()

    /// A client for OpenAI itself. Arguments left nil are read from the environment
    /// (`OPENAI_API_KEY`, `OPENAI_ORG_ID`, `OPENAI_PROJECT_ID`, `OPENAI_BASE_URL`); an argument
    /// given here always wins.
    ///
    /// - Parameters:
    ///   - apiKey: Sent as `Authorization: Bearer …` (nothing when empty); never printed.
    ///     Whitespace around it is trimmed; a line break inside fails every request with
    ///     `invalidRequest` before anything is sent.
    ///   - organization: Sent as `OpenAI-Organization`.
    ///   - project: Sent as `OpenAI-Project`.
    ///   - baseURL: `https://api.openai.com/v1`, or any OpenAI-compatible server.
    ///   - timeout: Seconds to wait for the next bytes of a call (nil: the transport's default).
    ///   - defaultHeaders: Headers sent with every request (a `User-Agent` here replaces ours).
    ///   - retryPolicy: Retries of idempotent failures (connection errors, 408, 409, 429, 5xx).
    ///   - transport: What sends requests; `URLSessionTransport` by default.
    ///   - environment: Where unset arguments are read from.
    public init(
        apiKey: String? = nil,
        organization: String? = nil,
        project: String? = nil,
        baseURL: URL? = nil,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        var provider = OpenAIProvider.openAI(
            apiKey: apiKey, organization: organization, project: project, baseURL: baseURL, environment: environment)
        for field in defaultHeaders { provider.defaultHeaders[field.name] = field.value }
        self.init(provider: provider, timeout: timeout, retryPolicy: retryPolicy, transport: transport)
    }

    /// A client for OpenAI or any OpenAI-compatible server, with its base URL as text, as the
    /// official SDKs take it: `OpenAIClient(apiKey: key, baseURL: "http://localhost:11434/v1")`.
    ///
    /// Text that is not an absolute URL with a scheme and a host (`localhost:11434/v1`) makes
    /// every call fail with `invalidRequest` before anything is sent, saying why; whitespace
    /// around it is trimmed. The other parameters are those of
    /// ``init(apiKey:organization:project:baseURL:timeout:defaultHeaders:retryPolicy:transport:environment:)``.
    public init(
        apiKey: String? = nil,
        organization: String? = nil,
        project: String? = nil,
        baseURL: String,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let parsed = BaseURLText.parse(baseURL)
        self.init(
            apiKey: apiKey, organization: organization, project: project, baseURL: parsed.url, timeout: timeout,
            defaultHeaders: defaultHeaders, retryPolicy: retryPolicy, transport: transport, environment: environment)
        if let refusal = parsed.refusal { core.requestRewrite = refusal }
    }

    /// A client for any provider that speaks the OpenAI API: `.azure(…)`, `.azureV1(…)`,
    /// `.aiProxy(…)`, `.ollama()`, `.groq(apiKey:)`, `.gemini(apiKey:)`, `.openRouter(…)`,
    /// `.deepSeek(apiKey:)`, `.xAI(apiKey:)`, `.together(apiKey:)`, `.mistral(apiKey:)`,
    /// `.custom(baseURL:…)`, or `.openAI(…)` itself.
    public init(
        provider: OpenAIProvider,
        timeout: TimeInterval? = nil,
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        self.core = provider.makeCore(timeout: timeout, retryPolicy: retryPolicy, transport: transport)
    }

    /// A client over an already configured core (custom authentication, a test double).
    public init(core: APIClientCore) {
        self.core = core
    }

    public var description: String { "OpenAIClient(\(SecretRedaction.redact(core.baseURL)))" }
}
