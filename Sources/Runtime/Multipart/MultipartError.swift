import Foundation

/// Why a multipart form could not be built or streamed, and which field and file it concerns.
///
/// A struct over an open set of codes (not an enum) so that new kinds of failure never break
/// a caller's exhaustive `switch`.
public struct MultipartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure; compare with the static members (`error.code == .fileNotFound`).
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable, Hashable {
            case invalidBoundary
            case boundaryInContent
            case invalidHeaderValue
            case notAFileURL
            case fileNotFound
            case notARegularFile
            case fileNotReadable
            case fileChangedDuringUpload
            case jsonEncodingFailed
        }

        private let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The boundary is empty, longer than 70 characters or uses characters RFC 2046 forbids.
        public static let invalidBoundary = Code(.invalidBoundary)
        /// The boundary occurs inside an in-memory field or file, so the body would be ambiguous.
        public static let boundaryInContent = Code(.boundaryInContent)
        /// A content type contains line breaks or other control characters.
        public static let invalidHeaderValue = Code(.invalidHeaderValue)
        /// A file part's URL is not a `file:` URL.
        public static let notAFileURL = Code(.notAFileURL)
        /// Nothing exists at a file part's path.
        public static let fileNotFound = Code(.fileNotFound)
        /// A file part's path names a directory, socket or other non-regular file.
        public static let notARegularFile = Code(.notARegularFile)
        /// A file part's file exists but cannot be opened or read.
        public static let fileNotReadable = Code(.fileNotReadable)
        /// A file's size changed between computing `Content-Length` and streaming it.
        public static let fileChangedDuringUpload = Code(.fileChangedDuringUpload)
        /// A JSON field's value could not be encoded.
        public static let jsonEncodingFailed = Code(.jsonEncodingFailed)

        public var description: String { kind.rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// The form field the failure concerns, if any.
    public var fieldName: String?
    /// The file path the failure concerns, if any.
    public var path: String?
    /// What went wrong, in words.
    public var reason: String

    public init(code: Code, fieldName: String? = nil, path: String? = nil, reason: String) {
        self.code = code
        self.fieldName = fieldName
        self.path = path
        self.reason = reason
    }

    public var description: String {
        var text = "multipart form"
        if let fieldName { text += " field \"\(fieldName)\"" }
        if let path { text += ", file \(path)" }
        return text + ": " + reason
    }
}
