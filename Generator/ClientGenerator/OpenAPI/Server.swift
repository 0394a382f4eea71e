/// A `servers` entry.
public struct Server: Hashable, Sendable {
    /// One `variables` entry of a server URL template.
    public struct Variable: Hashable, Sendable {
        public var name: String
        public var `default`: String
        public var `enum`: [String]?
        public var description: String?

        public init(name: String, default: String, enum: [String]? = nil, description: String? = nil) {
            self.name = name
            self.default = `default`
            self.enum = `enum`
            self.description = description
        }
    }

    public var url: String
    public var description: String?
    /// `variables`, in source order.
    public var variables: [Variable]
    public var extensions: [String: DocumentNode]

    public init(url: String, description: String? = nil, variables: [Variable] = []) {
        self.url = url
        self.description = description
        self.variables = variables
        self.extensions = [:]
    }
}
