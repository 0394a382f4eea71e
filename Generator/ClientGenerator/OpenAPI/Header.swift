/// A response or encoding header, with a `$ref` resolved inline.
public struct Header: Hashable, Sendable {
    /// The header name (the key it is listed under).
    public var name: String
    public var description: String?
    public var required: Bool
    public var deprecated: Bool
    public var style: ParameterStyle?
    public var explode: Bool?
    public var schema: Schema?
    public var content: [MediaType]?
    public var example: DocumentNode?
    /// Set when the header came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(name: String, schema: Schema? = nil) {
        self.name = name
        self.required = false
        self.deprecated = false
        self.schema = schema
        self.extensions = [:]
    }
}
