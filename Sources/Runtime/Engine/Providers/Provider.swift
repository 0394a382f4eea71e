import Foundation

/// Marks a ``Provider`` that speaks the OpenAI API (`OpenAIClient(provider:)`).
public enum OpenAIAPI {}
/// Marks a ``Provider`` that speaks the Anthropic API (`AnthropicClient(provider:)`).
public enum AnthropicAPI {}

/// A provider for `OpenAIClient(provider:)`: OpenAI itself, Azure OpenAI, AIProxy, Ollama, …
public typealias OpenAIProvider = Provider<OpenAIAPI>
/// A provider for `AnthropicClient(provider:)`: Anthropic itself, AIProxy, any compatible URL.
public typealias AnthropicProvider = Provider<AnthropicAPI>

/// Where and how a client talks to an API: a base URL, authentication, default headers and
/// query items, and an optional rewrite of each request (Azure's deployment paths). Data, not
/// a fork of the client: the presets (`.azure(…)`, `.groq(apiKey:)`, `.aiProxy(…)`) are plain
/// values, and a value can be adjusted or built by hand.
///
/// ```swift
/// let local = OpenAIClient(provider: .ollama())
/// var groq = OpenAIProvider.groq(apiKey: key)
/// groq.defaultHeaders["X-Trace"] = "on"
/// ```
///
/// `API` says which client takes it (``OpenAIAPI`` or ``AnthropicAPI``), so a preset only
/// appears where it makes sense.
public struct Provider<API>: Sendable, CustomStringConvertible, CustomReflectable {
    /// A short name for descriptions and errors (`Azure OpenAI`, `Groq`).
    public var name: String
    /// The URL every request path is appended to.
    public var baseURL: URL {
        didSet { registerSecrets() }
    }
    /// Credentials, applied to every attempt.
    public var authentication: Authentication
    /// Headers sent with every request; the values of credential headers (``HTTPHeaders/isSecret(_:)``)
    /// are masked by value while this provider lives.
    public var defaultHeaders: HTTPHeaders {
        didSet { registerSecrets() }
    }
    /// Query items sent with every request (Azure's `api-version`); the values of
    /// secret-looking names (`key`, `sig`, …) are masked by value while this provider lives.
    public var defaultQuery: QueryItems {
        didSet { registerSecrets() }
    }
    /// Changes each request before it is built: path rewriting, operations the provider does
    /// not serve (nil: requests go out as the operation describes them).
    public var requestRewrite: RequestRewrite?
    /// Keeps the credentials of the base URL, default headers and default query registered.
    private var secrets = SecretLease()

    public init(
        name: String, baseURL: URL, authentication: Authentication = .none, defaultHeaders: HTTPHeaders = [:],
        defaultQuery: QueryItems = [], requestRewrite: RequestRewrite? = nil
    ) {
        self.name = name
        self.baseURL = baseURL
        self.authentication = authentication
        self.defaultHeaders = defaultHeaders
        self.defaultQuery = defaultQuery
        self.requestRewrite = requestRewrite
        registerSecrets()
    }

    /// A new lease for the current credentials (made before the old one goes, so a value that
    /// stays is never unregistered in between).
    private mutating func registerSecrets() {
        secrets = SecretLease(SecretRedaction.secrets(in: baseURL)
            + SecretRedaction.credentials(headers: defaultHeaders, query: defaultQuery))
    }

    /// A core for this provider, with the client-level settings every provider shares.
    public func makeCore(
        timeout: TimeInterval? = nil, retryPolicy: RetryPolicy = .default,
        transport: any HTTPTransport = URLSessionTransport()
    ) -> APIClientCore {
        var core = APIClientCore(
            baseURL: baseURL, defaultHeaders: defaultHeaders, defaultQuery: defaultQuery,
            authentication: authentication, transport: transport, retryPolicy: retryPolicy, timeout: timeout)
        core.requestRewrite = requestRewrite
        return core
    }

    /// The name and the base URL, with secrets masked.
    public var description: String { "\(name) (\(SecretRedaction.redact(baseURL)))" }

    public var customMirror: Mirror {
        Mirror(self, children: [
            "name": name, "baseURL": SecretRedaction.redact(baseURL), "authentication": authentication,
            "defaultHeaders": defaultHeaders, "defaultQuery": SecretRedaction.redactedQuery(defaultQuery),
        ], displayStyle: .struct)
    }
}

/// A change made to every request of a provider before it is built (see
/// ``Provider/requestRewrite``): `apply` gets the operation's ``RequestComponents`` and returns
/// them changed, or throws an ``AIClientError`` (of kind `invalidRequest`) for a request the
/// provider cannot serve, before anything is sent.
public struct RequestRewrite: Sendable {
    private let rewrite: @Sendable (RequestComponents) throws -> RequestComponents

    public init(_ rewrite: @escaping @Sendable (RequestComponents) throws -> RequestComponents) {
        self.rewrite = rewrite
    }

    /// The components as the provider wants them sent.
    public func apply(_ components: RequestComponents) throws(AIClientError) -> RequestComponents {
        do {
            return try rewrite(components)
        } catch let error as AIClientError {
            throw error
        } catch {
            throw AIClientError.invalidRequest("the provider could not route '\(components.method) \(components.path)': \(error)")
        }
    }
}
