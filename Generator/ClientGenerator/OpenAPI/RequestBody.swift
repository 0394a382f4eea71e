/// The `requestBody` of an operation, with a `$ref` resolved inline.
public struct RequestBody: Hashable, Sendable {
    public var description: String?
    public var required: Bool
    /// `content`, in source order.
    public var content: [MediaType]
    /// Set when the body came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(required: Bool = false, content: [MediaType] = []) {
        self.required = required
        self.content = content
        self.extensions = [:]
    }

    /// The media type entry for `contentType`, if declared.
    public func content(_ contentType: String) -> MediaType? {
        content.first { $0.contentType == contentType }
    }
}
