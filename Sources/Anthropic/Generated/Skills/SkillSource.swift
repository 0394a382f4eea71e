// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SkillSource`
public nonisolated struct SkillSource: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Where the Skill comes from.
    ///
    /// Possible values:
    ///
    /// - `"custom"`: authored by the platform user; private to their workspace
    /// - `"anthropic"`: published by Anthropic; shared and read-only
    /// - `"anthropic_example"`: Anthropic-published sample Skill
    /// - `"plugin"`: resolved from an installed plugin
    public var type: SkillSource.Kind

    public init(
        type: SkillSource.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: SkillSource.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// Where the Skill comes from.
    ///
    /// Possible values:
    ///
    /// - `"custom"`: authored by the platform user; private to their workspace
    /// - `"anthropic"`: published by Anthropic; shared and read-only
    /// - `"anthropic_example"`: Anthropic-published sample Skill
    /// - `"plugin"`: resolved from an installed plugin
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case custom
        case anthropic
        case anthropicExample
        case plugin
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "custom": self = .custom
            case "anthropic": self = .anthropic
            case "anthropic_example": self = .anthropicExample
            case "plugin": self = .plugin
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .custom: "custom"
            case .anthropic: "anthropic"
            case .anthropicExample: "anthropic_example"
            case .plugin: "plugin"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(SkillSource.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
