// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The Upload object can accept byte chunks in the form of Parts.
///
/// - Schema: `#/components/schemas/Upload`
public nonisolated struct Upload: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Upload unique identifier, which can be referenced in API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) for when the Upload was created.
    public var createdAt: Int

    /// The name of the file to be uploaded.
    public var filename: String

    /// The intended number of bytes to be uploaded.
    public var bytes: Int

    /// The intended purpose of the file. [Please refer here](https://platform.openai.com/docs/api-reference/files/object#files/object-purpose) for acceptable values.
    public var purpose: String

    /// The status of the Upload.
    public var status: Upload.Status

    /// The Unix timestamp (in seconds) for when the Upload will expire.
    public var expiresAt: Int

    /// The object type, which is always "upload".
    public var object: String

    public var file: OpenAIFile?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        filename: String,
        bytes: Int,
        purpose: String,
        status: Upload.Status,
        expiresAt: Int,
        file: OpenAIFile? = nil
    ) {
        self.id = id
        self.createdAt = createdAt
        self.filename = filename
        self.bytes = bytes
        self.purpose = purpose
        self.status = status
        self.expiresAt = expiresAt
        self.object = "upload"
        self.file = file
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            filename: .emptyValue,
            bytes: .emptyValue,
            purpose: .emptyValue,
            status: .emptyValue,
            expiresAt: .emptyValue
        )
    }

    /// The status of the Upload.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case pending
        case completed
        case cancelled
        case expired
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "pending": self = .pending
            case "completed": self = .completed
            case "cancelled": self = .cancelled
            case "expired": self = .expired
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .pending: "pending"
            case .completed: "completed"
            case .cancelled: "cancelled"
            case .expired: "expired"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
        self.bytes = try container.decodeRequired(Int.self, forKey: "bytes", in: decoder)
        self.purpose = try container.decodeRequired(String.self, forKey: "purpose", in: decoder)
        self.status = try container.decodeRequired(Upload.Status.self, forKey: "status", in: decoder)
        self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "upload")
        self.file = try container.decodeIfPresent(OpenAIFile.self, forKey: "file")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.filename, forKey: "filename")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.purpose, forKey: "purpose")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.file, forKey: "file")
    }
}

nonisolated extension NullableMember where Owner == Upload {
    public static var file: Self { Self("file") }
}
