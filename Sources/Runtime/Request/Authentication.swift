import Foundation

/// How a client proves who it is: applied to every attempt of every request, after all other
/// headers, so a token provider can refresh between retries.
///
/// Credentials live only inside the closure: `description` prints nothing secret, and headers
/// such as `Authorization` and `x-api-key` are redacted wherever ``HTTPHeaders`` are printed.
public struct Authentication: Sendable, CustomStringConvertible {
    private let kind: String
    private let apply: @Sendable (HTTPRequest) async throws -> HTTPRequest

    /// Authentication from a closure that may change the request in any way (sign it, add a
    /// query parameter, …).
    public init(kind: String = "custom", _ apply: @escaping @Sendable (HTTPRequest) async throws -> HTTPRequest) {
        self.kind = kind
        self.apply = apply
    }

    /// No credentials.
    public static let none = Authentication(kind: "none") { $0 }

    /// `Authorization: Bearer <token>` (OpenAI and most compatible providers).
    public static func bearer(_ token: String) -> Authentication {
        header("Authorization", "Bearer \(token)", kind: "bearer")
    }

    /// One fixed header (`x-api-key` for Anthropic, `api-key` for Azure OpenAI).
    public static func header(_ name: String, _ value: String, kind: String = "header") -> Authentication {
        Authentication(kind: "\(kind) (\(name))") { request in
            var request = request
            request.headers[name] = value
            return request
        }
    }

    /// Headers fetched for every attempt, e.g. a short-lived bearer token from an identity
    /// provider.
    public static func headers(_ provider: @escaping @Sendable () async throws -> HTTPHeaders) -> Authentication {
        Authentication(kind: "dynamic headers") { request in
            var request = request
            for field in try await provider() { request.headers[field.name] = field.value }
            return request
        }
    }

    /// The request with credentials added.
    public func authorize(_ request: HTTPRequest) async throws -> HTTPRequest {
        try await apply(request)
    }

    public var description: String { "Authentication(\(kind))" }
}
