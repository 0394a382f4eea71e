// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A resolved Anthropic-managed skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAnthropicSkill`
public struct BetaManagedAgentsAnthropicSkill: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var skillID: String

    public var version: String

    public init(
        skillID: String,
        version: String
    ) {
        self.type = "anthropic"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "anthropic")
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: .version, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encode(self.version, forKey: .version)
    }
}

/// An Anthropic-managed skill.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAnthropicSkillParams`
public struct BetaManagedAgentsAnthropicSkillParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Identifier of the Anthropic skill (e.g., "xlsx").
    public var skillID: String

    /// Version to pin. Defaults to latest if omitted.
    public var version: String?

    public init(
        skillID: String,
        version: String? = nil
    ) {
        self.type = "anthropic"
        self.skillID = skillID
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skillID = "skill_id"
        case version
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "anthropic")
        self.skillID = try container.decodeRequired(String.self, forKey: .skillID, in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: .version)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.skillID, forKey: .skillID)
        try container.encodeIfPresent(self.version, forKey: .version)
    }
}
