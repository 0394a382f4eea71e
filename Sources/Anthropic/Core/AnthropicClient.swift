import AIClientRuntime
import Foundation

/// A client for the Anthropic API and Anthropic-compatible servers. Every operation of the
/// spec is a method on one of its resources (`claude.messages.create`,
/// `claude.messages.countTokens`, `claude.beta.files.list`).
///
/// ```swift
/// let claude = AnthropicClient(apiKey: key)                      // or AnthropicClient() to read ANTHROPIC_API_KEY
/// let message = try await claude.messages.create(.init(
///     model: .claudeSonnet4_5, messages: [.user("Hello, Claude")], maxTokens: 1024))
/// print(message.text)
/// ```
public struct AnthropicClient: Sendable, CustomStringConvertible {
    /// The provider-agnostic engine: base URL, headers, authentication, transport, retries.
    /// Use it for endpoints the spec does not have yet (`core.raw(…)`).
    public var core: APIClientCore

    public static let defaultBaseURL: URL = {
        guard let url = URL(string: "https://api.anthropic.com") else { preconditionFailure("a valid constant URL") }
        return url
    }()

    /// The `anthropic-version` this client was generated and tested against.
    public static let defaultVersion = AnthropicProvider.anthropicDefaultVersion

    /// A client for Anthropic itself. Arguments left nil are read from the environment
    /// (`ANTHROPIC_API_KEY`, `ANTHROPIC_AUTH_TOKEN`, `ANTHROPIC_BASE_URL`); an argument given
    /// here always wins.
    ///
    /// - Parameters:
    ///   - apiKey: Sent as `x-api-key`; never printed. Whitespace around it is trimmed; a line
    ///     break inside fails every request with `invalidRequest` before anything is sent.
    ///   - authToken: A bearer token (OAuth, gateways), sent as `Authorization: Bearer`.
    ///     Giving both `apiKey` and `authToken` fails every request with `invalidRequest`.
    ///   - version: Sent as `anthropic-version`.
    ///   - betas: Beta features, sent comma-joined as `anthropic-beta` (per call, use
    ///     `RequestOptions.extraHeaders`).
    ///   - baseURL: `https://api.anthropic.com` (paths start with `/v1`).
    ///   - timeout: Seconds to wait for the next bytes of a call (nil: the transport's default).
    ///   - defaultHeaders: Headers sent with every request (a `User-Agent` here replaces ours).
    ///   - retryPolicy: Retries of idempotent failures (connection errors, 408, 409, 429, 5xx).
    ///   - transport: What sends requests; `URLSessionTransport` by default.
    ///   - environment: Where unset arguments are read from.
    public init(
        apiKey: String? = nil,
        authToken: String? = nil,
        version: String = AnthropicClient.defaultVersion,
        betas: [String] = [],
        baseURL: URL? = nil,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        var provider = AnthropicProvider.anthropic(
            apiKey: apiKey, authToken: authToken, version: version, betas: betas, baseURL: baseURL,
            environment: environment)
        for field in defaultHeaders { provider.defaultHeaders[field.name] = field.value }
        self.init(provider: provider, timeout: timeout, retryPolicy: retryPolicy, transport: transport)
    }

    /// A client for Anthropic or an Anthropic-compatible server, with its base URL as text, as
    /// the official SDKs take it: `AnthropicClient(apiKey: key, baseURL: "https://gateway.example.com")`.
    ///
    /// Text that is not an absolute URL with a scheme and a host makes every call fail with
    /// `invalidRequest` before anything is sent, saying why; whitespace around it is trimmed.
    /// The other parameters are those of
    /// ``init(apiKey:authToken:version:betas:baseURL:timeout:defaultHeaders:retryPolicy:transport:environment:)``.
    public init(
        apiKey: String? = nil,
        authToken: String? = nil,
        version: String = AnthropicClient.defaultVersion,
        betas: [String] = [],
        baseURL: String,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let parsed = BaseURLText.parse(baseURL)
        self.init(
            apiKey: apiKey, authToken: authToken, version: version, betas: betas, baseURL: parsed.url, timeout: timeout,
            defaultHeaders: defaultHeaders, retryPolicy: retryPolicy, transport: transport, environment: environment)
        if let refusal = parsed.refusal { core.requestRewrite = refusal }
    }

    /// A client for any provider that speaks the Anthropic API: `.anthropic(…)`,
    /// `.aiProxy(…)`, `.custom(baseURL:…)`.
    public init(
        provider: AnthropicProvider,
        timeout: TimeInterval? = nil,
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        self.core = provider.makeCore(timeout: timeout, retryPolicy: retryPolicy, transport: transport)
    }

    /// A client over an already configured core.
    public init(core: APIClientCore) {
        self.core = core
    }

    public var description: String { "AnthropicClient(\(SecretRedaction.redact(core.baseURL)))" }
}
