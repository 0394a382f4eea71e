// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// DeleteMessageBatchResponse
///
/// - Schema: `#/components/schemas/BetaDeleteMessageBatchResponse`
public struct BetaDeleteMessageBatchResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// ID of the Message Batch.
    public var id: String

    /// Deleted object type.
    ///
    /// For Message Batches, this is always `"message_batch_deleted"`.
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "message_batch_deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message_batch_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
    }
}

/// DeleteSkillResponse
///
/// - Schema: `#/components/schemas/BetaDeleteSkillResponse`
public struct BetaDeleteSkillResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for the skill.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// Deleted object type.
    ///
    /// For Skills, this is always `"skill_deleted"`.
    public var type: String

    public init(
        id: String,
        type: String
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
    }
}

/// DeleteSkillVersionResponse
///
/// - Schema: `#/components/schemas/BetaDeleteSkillVersionResponse`
public struct BetaDeleteSkillVersionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Version identifier for the skill.
    ///
    /// Each version is identified by a Unix epoch timestamp (e.g., "1759178010641129").
    public var id: String

    /// Deleted object type.
    ///
    /// For Skill Versions, this is always `"skill_version_deleted"`.
    public var type: String

    public init(
        id: String,
        type: String
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
    }
}
