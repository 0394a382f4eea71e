/// Where a parameter is sent (`in`).
public enum ParameterLocation: String, Hashable, Sendable, CaseIterable {
    case path
    case query
    case header
    case cookie
}

/// How a parameter value is serialized (`style`).
public enum ParameterStyle: String, Hashable, Sendable, CaseIterable {
    case form
    case simple
    case deepObject
    case spaceDelimited
    case pipeDelimited
    case label
    case matrix
}

/// A parameter of an operation, with a `$ref` resolved inline.
public struct Parameter: Hashable, Sendable {
    public var name: String
    public var location: ParameterLocation
    public var description: String?
    public var required: Bool
    public var deprecated: Bool
    public var allowEmptyValue: Bool?
    /// `style` exactly as written; see `effectiveStyle`.
    public var style: ParameterStyle?
    /// `explode` exactly as written; see `effectiveExplode`.
    public var explode: Bool?
    public var allowReserved: Bool?
    public var schema: Schema?
    /// `content`, for parameters described by a media type instead of a schema.
    public var content: [MediaType]?
    public var example: DocumentNode?
    public var examples: [Named<Example>]
    /// Set when the parameter came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(name: String, location: ParameterLocation) {
        self.name = name
        self.location = location
        self.required = location == .path
        self.deprecated = false
        self.examples = []
        self.extensions = [:]
    }

    /// The style after OpenAPI defaults: `form` for query and cookie, `simple` for path and header.
    public var effectiveStyle: ParameterStyle {
        if let style { return style }
        switch location {
        case .query, .cookie: return .form
        case .path, .header: return .simple
        }
    }

    /// `explode` after OpenAPI defaults: true for the `form` style, false otherwise.
    public var effectiveExplode: Bool {
        explode ?? (effectiveStyle == .form)
    }
}
