/// One alternative of a `security` list: all of its schemes apply together.
public struct SecurityRequirement: Hashable, Sendable {
    /// A scheme name (a key of `components/securitySchemes`) with its scopes.
    public struct Scheme: Hashable, Sendable {
        public var name: String
        public var scopes: [String]

        public init(name: String, scopes: [String] = []) {
            self.name = name
            self.scopes = scopes
        }
    }

    /// The schemes in source order; empty for `{}` (anonymous access allowed).
    public var schemes: [Scheme]

    public init(schemes: [Scheme] = []) {
        self.schemes = schemes
    }
}

/// A `components/securitySchemes` entry.
public struct SecurityScheme: Hashable, Sendable {
    /// `apiKey`, `http`, `mutualTLS`, `oauth2` or `openIdConnect`.
    public var type: String
    public var description: String?
    /// The header, query or cookie name of an `apiKey` scheme.
    public var name: String?
    /// `in` of an `apiKey` scheme.
    public var location: ParameterLocation?
    /// The HTTP auth scheme (`bearer`, `basic`).
    public var scheme: String?
    public var bearerFormat: String?
    /// `flows` of an `oauth2` scheme, kept raw.
    public var flows: DocumentNode?
    public var openIdConnectURL: String?
    /// Set when the scheme came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(type: String) {
        self.type = type
        self.extensions = [:]
    }
}
