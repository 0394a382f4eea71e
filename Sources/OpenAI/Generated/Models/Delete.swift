// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DeleteAssistantResponse`
public struct DeleteAssistantResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "assistant.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "assistant.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/DeleteCertificateResponse`
public struct DeleteCertificateResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, must be `certificate.deleted`.
    public var object: String

    /// The ID of the certificate that was deleted.
    public var id: String

    public init(
        id: String
    ) {
        self.object = "certificate.deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "certificate.deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
    }
}

/// - Schema: `#/components/schemas/DeleteFileResponse`
public struct DeleteFileResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var object: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "file"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "file")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// - Schema: `#/components/schemas/DeleteFineTuningCheckpointPermissionResponse`
public struct DeleteFineTuningCheckpointPermissionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the fine-tuned model checkpoint permission that was deleted.
    public var id: String

    /// The object type, which is always "checkpoint.permission".
    public var object: String

    /// Whether the fine-tuned model checkpoint permission was successfully deleted.
    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "checkpoint.permission"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "checkpoint.permission")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// - Schema: `#/components/schemas/DeleteMessageResponse`
public struct DeleteMessageResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "thread.message.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "thread.message.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/DeleteModelResponse`
public struct DeleteModelResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool,
        object: String
    ) {
        self.id = id
        self.deleted = deleted
        self.object = object
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue,
            object: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/DeleteThreadResponse`
public struct DeleteThreadResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "thread.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "thread.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/DeleteVectorStoreFileResponse`
public struct DeleteVectorStoreFileResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "vector_store.file.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.file.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/DeleteVectorStoreResponse`
public struct DeleteVectorStoreResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    public var deleted: Bool

    public var object: String

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.deleted = deleted
        self.object = "vector_store.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case deleted
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "vector_store.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.deleted, forKey: .deleted)
        try container.encode(self.object, forKey: .object)
    }
}
