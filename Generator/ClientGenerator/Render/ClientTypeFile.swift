/// The client type of a spec that has no hand-written one (the own-spec path and the build
/// plugin): a struct over ``APIClientCore`` with the base URL from `servers` and the
/// credentials from `securitySchemes`.
///
/// ```swift
/// public struct MistralClient: Sendable, CustomStringConvertible {
///     public var core: APIClientCore
///     public static let defaultBaseURL: URL = …   // servers[0], variables at their defaults
///     public init(apiKey: String, baseURL: URL = MistralClient.defaultBaseURL, …)
/// }
/// ```
enum ClientTypeFile {
    /// How the generated initializer asks for credentials.
    enum Credentials: Equatable {
        case none
        /// `Authorization: Bearer` with the given parameter label.
        case bearer(label: String)
        case header(name: String)
        case query(name: String)
        case cookie(name: String)
        case basic
    }

    /// The client type name for a spec without a configured one: its title's words without
    /// "API"/"OpenAPI", then `Client` (`Mistral AI API` → `MistralAIClient`).
    static func defaultName(title: String, module: String) -> String {
        let dropped: Set<String> = ["api", "apis", "openapi", "spec", "specification", "client", "rest", "http", "v1", "v2", "v3"]
        let words = SwiftNames.words(title).filter { !dropped.contains($0.lowercased()) && !($0.first?.isNumber ?? true) }
        let base = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard !base.isEmpty, SwiftNames.isIdentifier(base) else { return module + "Client" }
        return base + "Client"
    }

    /// The scheme the client applies: the first of the document-wide `security`, else the
    /// first declared scheme.
    static func credentials(_ document: OpenAPIDocument) -> Credentials {
        let schemes = document.components.securitySchemes
        let required = document.security.first?.schemes.first?.name
        let chosen = required.flatMap { name in schemes.first { $0.name == name } } ?? schemes.first
        guard let scheme = chosen?.value else { return .none }
        switch scheme.type.lowercased() {
        case "http":
            return scheme.scheme?.lowercased() == "basic" ? .basic : .bearer(label: "apiKey")
        case "apikey":
            let name = scheme.name ?? "Authorization"
            switch scheme.location {
            case .query?: return .query(name: name)
            case .cookie?: return .cookie(name: name)
            default: return name.lowercased() == "authorization" ? .bearer(label: "apiKey") : .header(name: name)
            }
        case "oauth2", "openidconnect":
            return .bearer(label: "accessToken")
        default:
            return .none
        }
    }

    /// `servers[0].url` with its variables at their defaults, when it is an absolute URL.
    static func baseURL(_ document: OpenAPIDocument) -> String? {
        guard let server = document.servers.first else { return nil }
        var url = server.url
        for variable in server.variables {
            url = url.split(separator: "{\(variable.name)}", omittingEmptySubsequences: false).joined(separator: variable.default)
        }
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), !url.contains("{") else { return nil }
        return url
    }

    /// The file's body: the struct, after the imports the plan gives every file.
    static func render(name: String, document: OpenAPIDocument) -> String {
        let credentials = credentials(document)
        let base = baseURL(document)
        let title = document.info.title.isEmpty ? "the API" : document.info.title.split(separator: "\n").joined(separator: " ")
        var lines = [
            "/// A client for \(title). Every operation of the spec is a method on one of its",
            "/// resources; `core.raw(…)` reaches endpoints the spec does not have.",
            "public nonisolated struct \(name): Sendable, CustomStringConvertible {",
            "    /// The engine: base URL, headers, authentication, transport, retries.",
            "    public var core: APIClientCore",
            "",
        ]
        if let base {
            lines += [
                "    /// The spec's first server, `\(base)`.",
                "    public static let defaultBaseURL: URL = {",
                "        guard let url = URL(string: \(base.swiftLiteral)) else { preconditionFailure(\"a valid constant URL\") }",
                "        return url",
                "    }()",
                "",
            ]
        }
        lines += initializer(name: name, credentials: credentials, hasDefaultBase: base != nil).map { "    " + $0 }
        lines += [
            "",
            "    /// A client over an already configured core.",
            "    public init(core: APIClientCore) {",
            "        self.core = core",
            "    }",
            "",
            "    public var description: String { \"\(name)(\\(core.baseURL.absoluteString))\" }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func initializer(name: String, credentials: Credentials, hasDefaultBase: Bool) -> [String] {
        var parameters: [String] = []
        var lines = ["/// - Parameters:"]
        var authentication: String
        var setup: [String] = []
        switch credentials {
        case .none:
            authentication = "Authentication.none"
        case .bearer(let label):
            parameters.append("\(label): String")
            lines.append("///   - \(label): Sent as `Authorization: Bearer …`; never printed.")
            authentication = "Authentication.bearer(\(label))"
        case .header(let header):
            parameters.append("apiKey: String")
            lines.append("///   - apiKey: Sent as the `\(header)` header; never printed.")
            authentication = "Authentication.header(\(header.swiftLiteral), apiKey)"
        case .cookie(let cookie):
            parameters.append("apiKey: String")
            lines.append("///   - apiKey: Sent as the `\(cookie)` cookie; never printed.")
            authentication = "Authentication.header(\"Cookie\", \(cookie.swiftLiteral) + \"=\" + apiKey, kind: \"cookie\")"
        case .query(let item):
            parameters.append("apiKey: String")
            lines.append("///   - apiKey: Sent as the `\(item)` query item.")
            authentication = "authentication"
            setup = [
                "let authentication = Authentication(kind: \"query (\(item))\") { request in",
                "    var request = request",
                "    guard var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else { return request }",
                "    components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: \(item.swiftLiteral), value: apiKey)]",
                "    if let url = components.url { request.url = url }",
                "    return request",
                "}",
            ]
        case .basic:
            parameters += ["username: String", "password: String"]
            lines.append("///   - username: With `password`, sent as HTTP Basic authentication; never printed.")
            lines.append("///   - password: Never printed.")
            authentication = "Authentication.header(\"Authorization\", \"Basic \" + Data((username + \":\" + password).utf8).base64EncodedString(), kind: \"basic\")"
        }
        parameters.append(hasDefaultBase ? "baseURL: URL = \(name).defaultBaseURL" : "baseURL: URL")
        parameters += [
            "timeout: TimeInterval? = nil", "defaultHeaders: HTTPHeaders = [:]",
            "retryPolicy: RetryPolicy = .default", "transport: any HTTPTransport = URLSessionTransport()",
        ]
        lines += [
            "///   - baseURL: Every request path is appended to it.",
            "///   - timeout: Seconds to wait for the next bytes of a call (nil: the transport's default).",
            "///   - defaultHeaders: Headers sent with every request.",
            "///   - retryPolicy: Retries of idempotent failures (connection errors, 408, 409, 429, 5xx).",
            "///   - transport: What sends requests; `URLSessionTransport` by default.",
            "public init(",
        ]
        for (index, parameter) in parameters.enumerated() {
            lines.append("    " + parameter + (index == parameters.count - 1 ? "" : ","))
        }
        lines.append(") {")
        lines += setup.map { "    " + $0 }
        lines += [
            "    self.core = APIClientCore(",
            "        baseURL: baseURL, defaultHeaders: defaultHeaders, authentication: \(authentication),",
            "        transport: transport, retryPolicy: retryPolicy, timeout: timeout)",
            "}",
        ]
        return lines
    }
}
