import AIClientRuntime
import Foundation

/// A client for the Anthropic API. Every operation of the spec is a method on one of its
/// resources (`claude.messages.create`, `claude.messages.countTokens`, `claude.beta.files.list`).
///
/// ```swift
/// let claude = AnthropicClient(apiKey: key)
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
    public static let defaultVersion = "2023-06-01"

    /// - Parameters:
    ///   - apiKey: Sent as `x-api-key`; never printed.
    ///   - version: Sent as `anthropic-version`.
    ///   - betas: Beta features, sent comma-joined as `anthropic-beta` (per call, use
    ///     `RequestOptions.extraHeaders`).
    ///   - baseURL: `https://api.anthropic.com` (paths start with `/v1`).
    ///   - timeout: Seconds to wait for the next bytes of a call (nil: the transport's default).
    ///   - defaultHeaders: Headers sent with every request.
    ///   - retryPolicy: Retries of idempotent failures (connection errors, 408, 409, 429, 5xx).
    ///   - transport: What sends requests; `URLSessionTransport` by default.
    public init(
        apiKey: String,
        version: String = AnthropicClient.defaultVersion,
        betas: [String] = [],
        baseURL: URL = AnthropicClient.defaultBaseURL,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        var headers = defaultHeaders
        headers["anthropic-version"] = version
        if !betas.isEmpty { headers["anthropic-beta"] = betas.joined(separator: ",") }
        self.core = APIClientCore(
            baseURL: baseURL, defaultHeaders: headers, authentication: .header("x-api-key", apiKey),
            transport: transport, retryPolicy: retryPolicy, timeout: timeout)
    }

    /// A client over an already configured core.
    public init(core: APIClientCore) {
        self.core = core
    }

    public var description: String { "AnthropicClient(\(core.baseURL.absoluteString))" }
}
