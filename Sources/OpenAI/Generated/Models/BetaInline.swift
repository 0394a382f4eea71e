// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaInlineSkillParam`
public struct BetaInlineSkillParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Defines an inline skill for this request.
    public var type: String

    /// The name of the skill.
    public var name: String

    /// The description of the skill.
    public var description: String

    /// Inline skill payload
    public var source: BetaInlineSkillSourceParam

    public init(
        name: String,
        description: String,
        source: BetaInlineSkillSourceParam
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

    enum CodingKeys: String, CodingKey {
        case type
        case name
        case description
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "inline")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.source = try container.decodeRequired(BetaInlineSkillSourceParam.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.source, forKey: .source)
    }
}

/// Inline skill payload
///
/// - Schema: `#/components/schemas/BetaInlineSkillSourceParam`
public struct BetaInlineSkillSourceParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the inline skill source. Must be `base64`.
    public var type: String

    /// The media type of the inline skill payload. Must be `application/zip`.
    public var mediaType: String

    /// Base64-encoded skill zip bundle.
    public var data: String

    public init(
        data: String
    ) {
        self.type = "base64"
        self.mediaType = "application/zip"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mediaType = "media_type"
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "base64")
        self.mediaType = try container.decodeRequired(String.self, forKey: .mediaType, in: decoder, constant: "application/zip")
        self.data = try container.decodeRequired(String.self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mediaType, forKey: .mediaType)
        try container.encode(self.data, forKey: .data)
    }
}
