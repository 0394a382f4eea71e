/// One `content` entry: a media type and what is sent or received with it.
public struct MediaType: Hashable, Sendable {
    /// How one property of a multipart or form body is encoded.
    public struct Encoding: Hashable, Sendable {
        public var propertyName: String
        public var contentType: String?
        public var headers: [Header]
        public var style: ParameterStyle?
        public var explode: Bool?
        public var allowReserved: Bool?
        public var extensions: [String: DocumentNode]

        public init(propertyName: String) {
            self.propertyName = propertyName
            self.headers = []
            self.extensions = [:]
        }
    }

    /// The key, e.g. `application/json` or `text/event-stream`.
    public var contentType: String
    public var schema: Schema?
    /// `encoding`, in source order.
    public var encoding: [Encoding]
    public var example: DocumentNode?
    public var examples: [Named<Example>]
    public var extensions: [String: DocumentNode]

    public init(contentType: String, schema: Schema? = nil) {
        self.contentType = contentType
        self.schema = schema
        self.encoding = []
        self.examples = []
        self.extensions = [:]
    }
}

/// An `examples` entry, with a `$ref` resolved inline.
public struct Example: Hashable, Sendable {
    public var summary: String?
    public var description: String?
    public var value: DocumentNode?
    public var externalValue: String?
    /// Set when the example came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(value: DocumentNode? = nil) {
        self.value = value
        self.extensions = [:]
    }
}
