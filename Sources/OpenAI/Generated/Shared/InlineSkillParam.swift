// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InlineSkillParam`
public nonisolated struct InlineSkillParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Defines an inline skill for this request.
    public var type: String

    /// The name of the skill.
    public var name: String

    /// The description of the skill.
    public var description: String

    /// Inline skill payload
    public var source: InlineSkillSourceParam

    public init(
        name: String,
        description: String,
        source: InlineSkillSourceParam
    ) {
        self.type = "inline"
        self.name = name
        self.description = description
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.source = try container.decodeRequired(InlineSkillSourceParam.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.source, forKey: "source")
    }
}
