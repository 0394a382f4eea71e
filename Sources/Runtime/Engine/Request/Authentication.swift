import Foundation

/// How a client proves who it is: applied to every attempt of every request, after all other
/// headers, so a token provider can refresh between retries.
///
/// Credentials live only inside the closure: `description` and `dump` print nothing secret,
/// every key given to ``bearer(_:)`` or ``header(_:_:kind:)`` is registered with
/// ``SecretRedaction`` for as long as this value (or a copy, or a client holding it) lives,
/// every token or header fetched by ``bearerToken(_:)`` or ``headers(_:)`` is registered for
/// the call that sent it, and so is every header value or query item that any
/// authentication adds to a request; credential headers are redacted wherever
/// ``HTTPHeaders`` are printed.
///
/// Keys are checked when the authentication is made: whitespace around a key is trimmed (a
/// key read from a file usually ends with a newline), an empty key sends no header at all
/// (local servers such as Ollama need none), and a key with a line break or another control
/// character inside makes every request fail with ``AIClientError/Kind/invalidRequest``
/// before anything is sent, instead of going out without credentials.
public struct Authentication: Sendable, CustomStringConvertible, CustomReflectable {
    private let kind: String
    private let apply: @Sendable (HTTPRequest) async throws -> HTTPRequest
    /// Keeps the fixed keys of this authentication registered while it lives.
    var secrets: [SecretLease] = []

    /// Authentication from a closure that may change the request in any way (sign it, add a
    /// query parameter, …).
    public init(kind: String = "custom", _ apply: @escaping @Sendable (HTTPRequest) async throws -> HTTPRequest) {
        self.kind = kind
        self.apply = apply
    }

    /// No credentials.
    public static let none = Authentication(kind: "none") { $0 }

    /// `Authorization: Bearer <token>` (OpenAI and most compatible providers); no header when
    /// `token` is empty.
    public static func bearer(_ token: String) -> Authentication {
        header("Authorization", token, prefix: "Bearer ", kind: "bearer")
    }

    /// One fixed header (`x-api-key` for Anthropic, `api-key` for Azure OpenAI); no header
    /// when `value` is empty.
    public static func header(_ name: String, _ value: String, kind: String = "header") -> Authentication {
        header(name, value, prefix: "", kind: kind)
    }

    private static func header(_ name: String, _ value: String, prefix: String, kind: String) -> Authentication {
        switch validate(value, what: name) {
        case .failure(let error):
            var authentication = Authentication(kind: "\(kind) (\(name), invalid)") { _ in throw error }
            authentication.secrets = [SecretLease([value])]
            return authentication
        case .success(let key) where key.isEmpty:
            return .none
        case .success(let key):
            var authentication = Authentication(kind: "\(kind) (\(name))") { request in
                var request = request
                request.headers[name] = prefix + key
                return request
            }
            authentication.secrets = [SecretLease([key])]
            return authentication
        }
    }

    /// Headers fetched for every attempt, e.g. a short-lived bearer token from an identity
    /// provider.
    public static func headers(_ provider: @escaping @Sendable () async throws -> HTTPHeaders) -> Authentication {
        Authentication(kind: "dynamic headers") { request in
            var request = request
            for field in try await provider() {
                // Whatever its name, a header from a credential provider is a credential.
                SecretRedaction.registerForCurrentCall(field.value)
                request.headers[field.name] = field.value
            }
            return request
        }
    }

    /// `Authorization: Bearer <token>` with a token fetched for every attempt (Microsoft Entra
    /// ID, any OAuth client): `token` is called once per attempt, so a retry gets a fresh one.
    public static func bearerToken(_ token: @escaping @Sendable () async throws -> String) -> Authentication {
        Authentication(kind: "bearer token provider") { request in
            let fetched = try await token()
            // Registered before it is checked: an invalid token is not sent but may be printed.
            SecretRedaction.registerForCurrentCall(fetched)
            let value = try validate(fetched, what: "Authorization").get()
            var request = request
            request.headers["Authorization"] = "Bearer " + value
            return request
        }
    }

    /// Two credentials applied one after the other (a proxy's key and a device token, …).
    public func then(_ next: Authentication) -> Authentication {
        let first = self
        var combined = Authentication(kind: "\(kind) + \(next.kind)") { request in
            try await next.authorize(try await first.authorize(request))
        }
        combined.secrets = secrets + next.secrets
        return combined
    }

    /// The request with credentials added.
    public func authorize(_ request: HTTPRequest) async throws -> HTTPRequest {
        try await apply(request)
    }

    /// The request with credentials added, and every header value and query item that the
    /// authentication added or changed registered for the current call: whatever their
    /// names, they are credentials (a custom signer's header, a `?code=` it appends).
    package func authorizeRegistering(_ request: HTTPRequest) async throws -> HTTPRequest {
        let authorized = try await apply(request)
        for field in authorized.headers where !request.headers.values(for: field.name).contains(field.value) {
            SecretRedaction.registerForCurrentCall(field.value)
        }
        if authorized.url != request.url {
            let before = Set(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? [])
            for item in URLComponents(url: authorized.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            where !before.contains(item) {
                if let value = item.value { SecretRedaction.registerForCurrentCall(value) }
            }
            for secret in SecretRedaction.secrets(in: authorized.url) { SecretRedaction.registerForCurrentCall(secret) }
        }
        return authorized
    }

    public var description: String { "Authentication(\(kind))" }

    public var customMirror: Mirror { Mirror(self, children: ["kind": kind], displayStyle: .struct) }

    /// A key with surrounding whitespace trimmed, or the error that says why it cannot be sent.
    static func validate(_ key: String, what: String) -> Result<String, AIClientError> {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(.invalidRequest(
                "the credential for \(what) contains a line break or another control character; it was not sent"))
        }
        return .success(trimmed)
    }
}
