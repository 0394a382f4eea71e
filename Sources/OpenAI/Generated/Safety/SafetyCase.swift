// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SafetyCase`
public nonisolated struct SafetyCase: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var createdAt: Int

    public var entityIdentifier: String

    public var id: String

    public var notice: Notice

    public var object: String

    public var reason: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        entityIdentifier: String,
        id: String,
        notice: Notice,
        reason: String? = nil
    ) {
        self.createdAt = createdAt
        self.entityIdentifier = entityIdentifier
        self.id = id
        self.notice = notice
        self.object = "safety.case"
        self.reason = reason
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            entityIdentifier: .emptyValue,
            id: .emptyValue,
            notice: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.entityIdentifier = try container.decodeRequired(String.self, forKey: "entity_identifier", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.notice = try container.decodeRequired(Notice.self, forKey: "notice", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "safety.case")
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.entityIdentifier, forKey: "entity_identifier")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.notice, forKey: "notice")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.reason, forKey: "reason")
    }
}

nonisolated extension NullableMember where Owner == SafetyCase {
    public static var reason: Self { Self("reason") }
}
