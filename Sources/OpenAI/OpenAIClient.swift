import AIClientRuntime
import Foundation

/// A client for the OpenAI API. Every operation of the spec is a method on one of its
/// resources, grouped as the official SDKs group them:
///
/// ```swift
/// let client = OpenAIClient(apiKey: key)
/// let completion = try await client.chat.completions.create(.init(
///     messages: [.user(.init(content: "Write a haiku about Swift"))], model: "gpt-4o"))
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

    /// - Parameters:
    ///   - apiKey: Sent as `Authorization: Bearer …`; never printed.
    ///   - organization: Sent as `OpenAI-Organization`.
    ///   - project: Sent as `OpenAI-Project`.
    ///   - baseURL: `https://api.openai.com/v1`, or any OpenAI-compatible server.
    ///   - timeout: Seconds to wait for the next bytes of a call (nil: the transport's default).
    ///   - defaultHeaders: Headers sent with every request.
    ///   - retryPolicy: Retries of idempotent failures (connection errors, 408, 409, 429, 5xx).
    ///   - transport: What sends requests; `URLSessionTransport` by default.
    public init(
        apiKey: String,
        organization: String? = nil,
        project: String? = nil,
        baseURL: URL = OpenAIClient.defaultBaseURL,
        timeout: TimeInterval? = nil,
        defaultHeaders: HTTPHeaders = [:],
        retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport()
    ) {
        var headers = defaultHeaders
        if let organization { headers["OpenAI-Organization"] = organization }
        if let project { headers["OpenAI-Project"] = project }
        self.core = APIClientCore(
            baseURL: baseURL, defaultHeaders: headers, authentication: .bearer(apiKey),
            transport: transport, retryPolicy: retryPolicy, timeout: timeout)
    }

    /// A client over an already configured core (other providers, custom authentication).
    public init(core: APIClientCore) {
        self.core = core
    }

    public var description: String { "OpenAIClient(\(core.baseURL.absoluteString))" }
}
