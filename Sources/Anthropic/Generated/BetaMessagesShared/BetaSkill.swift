// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill that was loaded in a container (response model).
///
/// - Schema: `#/components/schemas/BetaSkill`
public nonisolated struct BetaSkill: Codable, Equatable, Sendable, EmptyDecodable {
    /// Skill ID
    public var skillID: String

    /// Type of skill - either 'anthropic' (built-in) or 'custom' (user-defined)
    public var type: BetaSkill.Kind

    /// Skill version or 'latest' for most recent version
    public var version: String

    public init(
        skillID: String,
        type: BetaSkill.Kind,
        version: String
    ) {
        self.skillID = skillID
        self.type = type
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            skillID: .emptyValue,
            type: .emptyValue,
            version: .emptyValue
        )
    }

    /// Type of skill - either 'anthropic' (built-in) or 'custom' (user-defined)
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case anthropic
        case custom
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "anthropic": self = .anthropic
            case "custom": self = .custom
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .anthropic: "anthropic"
            case .custom: "custom"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.skillID = try container.decodeRequired(String.self, forKey: "skill_id", in: decoder)
        self.type = try container.decodeRequired(BetaSkill.Kind.self, forKey: "type", in: decoder)
        self.version = try container.decodeRequired(String.self, forKey: "version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.skillID, forKey: "skill_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.version, forKey: "version")
    }
}
