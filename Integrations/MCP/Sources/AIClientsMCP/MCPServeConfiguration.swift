// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import AIClientRuntime
import Foundation

/// What `aiclients-mcp-serve` serves and how it reaches the API: read from a JSON file,
/// from the command line, or both (the command line wins).
///
/// ```json
/// {
///   "manifest": "openai-tools.json",
///   "provider": "openai",
///   "apiKeyEnvironmentVariable": "OPENAI_API_KEY",
///   "tools": ["createEmbedding", "listModels"],
///   "timeoutSeconds": 60
/// }
/// ```
///
/// Paths in the file are relative to the file. The key is never written in the file or on
/// the command line: only the name of the environment variable that holds it.
public struct MCPServeConfiguration: Sendable, Hashable {
    /// How requests are authenticated.
    public enum Provider: Sendable, Hashable {
        /// OpenAI: `Authorization: Bearer`, `https://api.openai.com/v1`, `OPENAI_API_KEY`
        /// (and `OPENAI_ORG_ID`, `OPENAI_PROJECT_ID` when set).
        case openAI
        /// Anthropic: `x-api-key` and `anthropic-version`, `https://api.anthropic.com`,
        /// `ANTHROPIC_API_KEY`.
        case anthropic
        /// `Authorization: Bearer <key>`.
        case bearer
        /// `Authorization: Basic`, the variable holding `user:password`.
        case basic
        /// The key in this header.
        case header(String)
        /// The key in this query parameter.
        case query(String)
        /// No credentials (a local server).
        case none

        /// `openai`, `anthropic`, `bearer`, `basic`, `header:NAME`, `query:NAME` or `none`.
        public init(parsing text: String) throws(MCPServeError) {
            switch text.lowercased() {
            case "openai": self = .openAI
            case "anthropic": self = .anthropic
            case "bearer": self = .bearer
            case "basic": self = .basic
            case "none": self = .none
            default:
                if text.lowercased().hasPrefix("header:"), text.count > 7 { self = .header(String(text.dropFirst(7))); return }
                if text.lowercased().hasPrefix("query:"), text.count > 6 { self = .query(String(text.dropFirst(6))); return }
                throw MCPServeError(.invalidConfiguration, "unknown provider '\(text)' (expected openai, anthropic, bearer, basic, header:NAME, query:NAME or none)")
            }
        }
    }

    /// The manifest file (`generate-client mcp-tools --output`).
    public var manifest: String?
    /// nil: the manifest's own authentication (from the spec's `securitySchemes`), else none.
    public var provider: Provider?
    /// nil: the provider's (OpenAI, Anthropic), else the manifest's (the spec's first server).
    public var baseURL: String?
    /// The environment variable that holds the key; nil: `OPENAI_API_KEY` for OpenAI,
    /// `ANTHROPIC_API_KEY` for Anthropic, and required for the other providers that need one.
    public var apiKeyEnvironmentVariable: String?
    /// Only these tools (names or operation ids); nil: every tool of the manifest.
    public var tools: [String]?
    /// How long one call may take in all (default 120 seconds).
    public var timeoutSeconds: Double?

    public init(
        manifest: String? = nil, provider: Provider? = nil, baseURL: String? = nil, apiKeyEnvironmentVariable: String? = nil,
        tools: [String]? = nil, timeoutSeconds: Double? = nil
    ) {
        self.manifest = manifest
        self.provider = provider
        self.baseURL = baseURL
        self.apiKeyEnvironmentVariable = apiKeyEnvironmentVariable
        self.tools = tools
        self.timeoutSeconds = timeoutSeconds
    }

    /// Reads a configuration file; `manifest` becomes relative to the file's folder.
    public static func read(contentsOf url: URL) throws(MCPServeError) -> MCPServeConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MCPServeError(.invalidConfiguration, "cannot read \(url.path): \(error.localizedDescription)")
        }
        let file: File
        do {
            file = try JSONCoding.decoder.decode(File.self, from: data)
        } catch {
            throw MCPServeError(.invalidConfiguration, "\(url.path) is not a serve configuration (keys: manifest, provider, baseURL, apiKeyEnvironmentVariable, tools, timeoutSeconds): \(error)")
        }
        var configuration = MCPServeConfiguration(
            manifest: file.manifest, baseURL: file.baseURL, apiKeyEnvironmentVariable: file.apiKeyEnvironmentVariable,
            tools: file.tools, timeoutSeconds: file.timeoutSeconds)
        if let provider = file.provider { configuration.provider = try Provider(parsing: provider) }
        if let manifest = file.manifest, !manifest.hasPrefix("/") {
            configuration.manifest = url.deletingLastPathComponent().appendingPathComponent(manifest).path
        }
        return configuration
    }

    /// `other`'s settings where it has them, this one's elsewhere.
    public func overridden(by other: MCPServeConfiguration) -> MCPServeConfiguration {
        MCPServeConfiguration(
            manifest: other.manifest ?? manifest, provider: other.provider ?? provider, baseURL: other.baseURL ?? baseURL,
            apiKeyEnvironmentVariable: other.apiKeyEnvironmentVariable ?? apiKeyEnvironmentVariable,
            tools: other.tools ?? tools, timeoutSeconds: other.timeoutSeconds ?? timeoutSeconds)
    }

    /// The server: the manifest read and its tools selected, the key read from `environment`,
    /// the core made for the provider.
    public func makeServer(environment: [String: String] = ProcessInfo.processInfo.environment) throws(MCPServeError) -> MCPOperationServer {
        guard let manifest else {
            throw MCPServeError(.invalidConfiguration, "no manifest: give --manifest FILE (written by generate-client mcp-tools) or \"manifest\" in the configuration file")
        }
        var operations = try ServedOperations(contentsOf: URL(fileURLWithPath: manifest))
        if let tools { operations = try operations.selecting(tools) }
        let provider = self.provider ?? operations.authentication.map { authentication -> Provider in
            switch authentication {
            case .bearer: .bearer
            case .basic: .basic
            case .header(let name): .header(name)
            case .query(let name): .query(name)
            }
        } ?? .none

        var variable = apiKeyEnvironmentVariable
        if variable == nil, provider == .openAI { variable = "OPENAI_API_KEY" }
        if variable == nil, provider == .anthropic { variable = "ANTHROPIC_API_KEY" }
        var key = ""
        if provider != .none {
            guard let variable else {
                throw MCPServeError(.invalidConfiguration, "the provider needs a key: name the environment variable that holds it with --api-key-env NAME")
            }
            guard let value = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
                throw MCPServeError(.missingCredential, "the environment variable \(variable) (the API key) is not set")
            }
            key = value
        }

        var url: URL?
        if let baseURL {
            guard let parsed = URL(string: baseURL), parsed.scheme == "http" || parsed.scheme == "https", parsed.host != nil else {
                throw MCPServeError(.invalidConfiguration, "the base URL '\(baseURL)' is not an absolute http(s) URL")
            }
            url = parsed
        }
        let core: APIClientCore
        switch provider {
        case .openAI:
            core = OpenAIProvider.openAI(apiKey: key, baseURL: url, environment: environment).makeCore(retryPolicy: .default)
        case .anthropic:
            core = AnthropicProvider.anthropic(apiKey: key, baseURL: url, environment: environment).makeCore(retryPolicy: .default)
        case .bearer, .basic, .header, .query, .none:
            guard let base = url ?? operations.baseURL else {
                throw MCPServeError(.invalidConfiguration, "no base URL: the manifest's spec names no absolute server; give --base-url URL")
            }
            var authentication = Authentication.none
            var query = QueryItems()
            switch provider {
            case .bearer: authentication = .bearer(key)
            case .basic: authentication = .header("Authorization", "Basic " + Data(key.utf8).base64EncodedString(), kind: "basic")
            case .header(let name): authentication = .header(name, key)
            case .query(let name): query.append(name, key)
            default: break
            }
            core = APIClientCore(baseURL: base, defaultQuery: query, authentication: authentication)
        }
        // A reply is sent to the MCP client whole (binary ones as base64): a bound keeps one
        // large download from exhausting either side; a larger reply is an error result.
        var bounded = core
        bounded.maxResponseBytes = Self.maxResponseBytes
        let seconds = timeoutSeconds ?? 120
        guard seconds > 0, seconds.isFinite else {
            throw MCPServeError(.invalidConfiguration, "the timeout must be a positive number of seconds")
        }
        return MCPOperationServer(
            operations: operations, core: bounded, callTimeout: .milliseconds(Int64(seconds * 1000)),
            name: "aiclients-mcp-serve (\(operations.title))", redacting: [key])
    }

    /// The largest reply `aiclients-mcp-serve` passes on (32 MiB).
    public static let maxResponseBytes = 32 << 20

    private struct File: Decodable {
        var manifest: String?
        var provider: String?
        var baseURL: String?
        var apiKeyEnvironmentVariable: String?
        var tools: [String]?
        var timeoutSeconds: Double?
    }
}
#endif
