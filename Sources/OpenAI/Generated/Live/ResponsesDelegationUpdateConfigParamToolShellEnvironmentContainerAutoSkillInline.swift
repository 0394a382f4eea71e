// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoSkillInline`
public nonisolated struct ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoSkillInline: Codable, Equatable, Sendable, EmptyDecodable {
    /// The description of the skill.
    public var description: String

    /// The name of the skill.
    public var name: String

    /// Inline skill payload
    public var source: ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoSkillInlineSource

    /// Defines an inline skill for this request.
    public var type: String

    public init(
        description: String,
        name: String,
        source: ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoSkillInlineSource
    ) {
        self.description = description
        self.name = name
        self.source = source
        self.type = "inline"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            name: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.source = try container.decodeRequired(ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoSkillInlineSource.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
    }
}
