// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A named set of access that Claude can use in a Slack channel or a Slack workspace: connectors, repositories and credentials. Created and edited in claude.ai; Update Bundle also changes its instructions.
///
/// - Schema: `#/components/schemas/BetaClaudeTagBundle`
public nonisolated struct BetaClaudeTagBundle: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Time the Bundle was created.
    public var createdAt: String

    /// What the Bundle is for. Null when it has none. Read-only.
    public var description: String?

    /// The Bundle's name. Always set. Read-only.
    public var displayName: String

    /// The Bundle's identifier. Starts with `capp_`.
    public var id: String

    /// Instructions for Claude, added to the instructions of every session that can use
    /// the Bundle. Null when it has none.
    public var instructions: String?

    public var type: String

    /// Time of the last change to the Bundle.
    public var updatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        displayName: String,
        id: String,
        updatedAt: String,
        description: String? = nil,
        instructions: String? = nil
    ) {
        self.createdAt = createdAt
        self.description = description
        self.displayName = displayName
        self.id = id
        self.instructions = instructions
        self.type = "bundle"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            displayName: .emptyValue,
            id: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "bundle")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaClaudeTagBundle {
    public static var description: Self { Self("description") }
    public static var instructions: Self { Self("instructions") }
}
