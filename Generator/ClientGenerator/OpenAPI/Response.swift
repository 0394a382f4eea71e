/// One response of an operation, with a `$ref` to `components/responses` resolved inline.
public struct Response: Hashable, Sendable {
    /// The key of a `responses` entry.
    public enum Status: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// An exact status code (`200`).
        case code(Int)
        /// A range written `4XX`: the first digit.
        case range(Int)
        /// `default`: any status not listed.
        case `default`

        /// Parses `200`, `4XX`/`4xx` or `default`.
        public init?(_ text: String) {
            if text == "default" {
                self = .default
                return
            }
            let bytes = Array(text.utf8)
            guard bytes.count == 3, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[0]) else { return nil }
            let first = Int(bytes[0] - UInt8(ascii: "0"))
            if (bytes[1] == UInt8(ascii: "X") || bytes[1] == UInt8(ascii: "x")) && (bytes[2] == UInt8(ascii: "X") || bytes[2] == UInt8(ascii: "x")) {
                self = .range(first)
            } else if let code = Int(text) {
                self = .code(code)
            } else {
                return nil
            }
        }

        public var description: String {
            switch self {
            case .code(let code): String(code)
            case .range(let first): "\(first)XX"
            case .default: "default"
            }
        }

        /// True for 2xx codes and the `2XX` range.
        public var isSuccess: Bool {
            switch self {
            case .code(let code): (200..<300).contains(code)
            case .range(let first): first == 2
            case .default: false
            }
        }

        // Exact codes, then ranges, then default: the order in which a client matches them.
        private var sortKey: (Int, Int) {
            switch self {
            case .code(let code): (0, code)
            case .range(let first): (1, first)
            case .default: (2, 0)
            }
        }

        public static func < (lhs: Status, rhs: Status) -> Bool { lhs.sortKey < rhs.sortKey }
    }

    public var status: Status
    public var description: String
    /// `headers`, in source order.
    public var headers: [Header]
    /// `content`, in source order; empty for a response without a body.
    public var content: [MediaType]
    /// `links`, kept raw.
    public var links: DocumentNode?
    /// Set when the response came from a `$ref`: the referenced component's name.
    public var referenceName: String?
    public var extensions: [String: DocumentNode]

    public init(status: Status, description: String = "", content: [MediaType] = []) {
        self.status = status
        self.description = description
        self.headers = []
        self.content = content
        self.extensions = [:]
    }

    /// The media type entry for `contentType`, if declared.
    public func content(_ contentType: String) -> MediaType? {
        content.first { $0.contentType == contentType }
    }
}
