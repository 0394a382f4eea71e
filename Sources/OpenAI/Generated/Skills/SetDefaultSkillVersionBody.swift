// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Updates the default version pointer for a skill.
///
/// - Schema: `#/components/schemas/SetDefaultSkillVersionBody`
public nonisolated struct SetDefaultSkillVersionBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The skill version number to set as default.
    public var defaultVersion: String

    public init(
        defaultVersion: String
    ) {
        self.defaultVersion = defaultVersion
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            defaultVersion: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.defaultVersion = try container.decodeRequired(String.self, forKey: "default_version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.defaultVersion, forKey: "default_version")
    }
}
