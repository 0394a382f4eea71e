/// A `tags` entry of the document.
public struct Tag: Hashable, Sendable {
    public var name: String
    public var description: String?
    public var extensions: [String: DocumentNode]

    public init(name: String, description: String? = nil, extensions: [String: DocumentNode] = [:]) {
        self.name = name
        self.description = description
        self.extensions = extensions
    }
}
