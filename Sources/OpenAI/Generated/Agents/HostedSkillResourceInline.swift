// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill installed from an inline ZIP archive.
///
/// - Schema: `#/components/schemas/HostedSkillResourceInline`
public nonisolated struct HostedSkillResourceInline: Codable, Equatable, Sendable, EmptyDecodable {
    /// The installed skill description.
    public var description: String

    /// The installed skill name.
    public var name: String

    /// The type of the object. Always `inline`.
    public var type: String

    public init(
        description: String,
        name: String
    ) {
        self.description = description
        self.name = name
        self.type = "inline"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
