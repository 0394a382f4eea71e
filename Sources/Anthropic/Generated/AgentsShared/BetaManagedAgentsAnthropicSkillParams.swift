// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An Anthropic-managed skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAnthropicSkillParams`
public nonisolated struct BetaManagedAgentsAnthropicSkillParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// Identifier of the Anthropic skill (e.g., "xlsx").
    public var skillID: String

    /// Version to pin. Defaults to latest if omitted.
    public var version: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        skillID: String,
        version: String? = nil
    ) {
        self.type = "anthropic"
        self.skillID = skillID
        self.version = version
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "anthropic")
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: "version")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encodeIfPresent(self.version, forKey: "version")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsAnthropicSkillParams {
    public static var version: Self { Self("version") }
}
