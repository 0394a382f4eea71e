/// The HTTP methods a path item can hold, in the order the model lists operations.
public enum HTTPMethod: String, Hashable, Sendable, CaseIterable, Comparable {
    case get
    case put
    case post
    case delete
    case options
    case head
    case patch
    case trace

    /// The method as sent on the wire (`GET`).
    public var name: String { rawValue.uppercased() }

    private var rank: Int { HTTPMethod.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: HTTPMethod, rhs: HTTPMethod) -> Bool { lhs.rank < rhs.rank }
}

/// One operation of a path item (or webhook), with its references resolved.
public struct Operation: Hashable, Sendable {
    public var method: HTTPMethod
    /// The key of the path item it belongs to, as written (`/responses?beta=true`).
    public var pathKey: String
    public var operationID: String?
    public var summary: String?
    public var description: String?
    public var tags: [String]
    /// The path item's shared parameters first (unless overridden), then the operation's own,
    /// each in source order; `$ref`s resolved.
    public var parameters: [Parameter]
    public var requestBody: RequestBody?
    /// `responses`, in source order.
    public var responses: [Response]
    public var deprecated: Bool
    /// nil when the operation does not override the document's security; `[]` for none.
    public var security: [SecurityRequirement]?
    public var servers: [Server]?
    /// `callbacks`, kept raw.
    public var callbacks: DocumentNode?
    public var extensions: [String: DocumentNode]
    /// Where the operation is in the root document (`/paths/~1models/get`).
    public var pointer: JSONPointer

    public init(method: HTTPMethod, pathKey: String, pointer: JSONPointer = .root) {
        self.method = method
        self.pathKey = pathKey
        self.tags = []
        self.parameters = []
        self.responses = []
        self.deprecated = false
        self.extensions = [:]
        self.pointer = pointer
    }

    /// The response for `status`, if declared.
    public func response(_ status: Response.Status) -> Response? {
        responses.first { $0.status == status }
    }
}
