import Foundation

extension Provider where API == AnthropicAPI {
    /// The `anthropic-version` the Anthropic client was generated and tested against: the one
    /// anthropic-sdk-python 2.14.0 sends, whose types the generated client merges
    /// (`Spec/merge`). `version:` or `defaultHeaders` send another.
    public static var anthropicDefaultVersion: String { "2026-10-21" }

    /// Anthropic itself (`https://api.anthropic.com`).
    ///
    /// Each argument left nil is read from `environment` as the official SDK reads it:
    /// `ANTHROPIC_API_KEY`, `ANTHROPIC_AUTH_TOKEN`, `ANTHROPIC_BASE_URL`. An argument given in
    /// code always wins (an `authToken:` given in code also silences `ANTHROPIC_API_KEY`, and
    /// an `apiKey:` silences `ANTHROPIC_AUTH_TOKEN`).
    ///
    /// - Parameters:
    ///   - apiKey: Sent as `x-api-key`.
    ///   - authToken: An OAuth or gateway token, sent as `Authorization: Bearer`. Give one of
    ///     the two: both at once is an error (every request fails with
    ///     ``AIClientError/Kind/invalidRequest`` before anything is sent), as in the official SDK.
    ///   - version: Sent as `anthropic-version`.
    ///   - betas: Sent comma-joined as `anthropic-beta`.
    public static func anthropic(
        apiKey: String? = nil, authToken: String? = nil, version: String = anthropicDefaultVersion,
        betas: [String] = [], baseURL: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Provider {
        let env = ProviderEnvironment(environment)
        var key = apiKey
        var token = authToken
        if key == nil, token == nil {
            key = env["ANTHROPIC_API_KEY"]
            token = env["ANTHROPIC_AUTH_TOKEN"]
        }
        return custom(baseURL: baseURL ?? env.url("ANTHROPIC_BASE_URL") ?? fixedURL("https://api.anthropic.com"),
                      apiKey: key, authToken: token, version: version, betas: betas, name: "Anthropic")
    }

    /// Any Anthropic-compatible server (a gateway, a proxy, a local mock): `baseURL` is what
    /// the request paths (`/v1/messages`) are appended to.
    public static func custom(
        baseURL: URL, apiKey: String? = nil, authToken: String? = nil, version: String = anthropicDefaultVersion,
        betas: [String] = [], headers: HTTPHeaders = [:]
    ) -> Provider {
        var provider = custom(baseURL: baseURL, apiKey: apiKey, authToken: authToken, version: version, betas: betas,
                              name: "Anthropic-compatible")
        for field in headers { provider.defaultHeaders[field.name] = field.value }
        return provider
    }

    private static func custom(
        baseURL: URL, apiKey: String?, authToken: String?, version: String, betas: [String], name: String
    ) -> Provider {
        var headers = HTTPHeaders()
        headers["anthropic-version"] = version
        if !betas.isEmpty { headers["anthropic-beta"] = betas.joined(separator: ",") }
        return Provider(name: name, baseURL: baseURL,
                        authentication: anthropicAuthentication(apiKey: apiKey, authToken: authToken),
                        defaultHeaders: headers)
    }

    /// `x-api-key` for an API key, `Authorization: Bearer` for a token; an error for both.
    static func anthropicAuthentication(apiKey: String?, authToken: String?) -> Authentication {
        let key = apiKey.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        let token = authToken.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        if !key.isEmpty, !token.isEmpty {
            let error = AIClientError.invalidRequest(
                "both an API key and an auth token were given; pass only one (apiKey: is sent as x-api-key, authToken: as Authorization: Bearer)")
            var authentication = Authentication(kind: "invalid (api key and auth token)") { _ in throw error }
            authentication.secrets = [SecretLease([key, token])]
            return authentication
        }
        if !token.isEmpty { return .bearer(token) }
        return .header("x-api-key", key, kind: "api key")
    }
}
