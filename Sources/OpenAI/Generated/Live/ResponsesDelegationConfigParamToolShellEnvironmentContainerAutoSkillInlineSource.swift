// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Inline skill payload
///
/// - Schema: `#/components/schemas/ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillInlineSource`
public nonisolated struct ResponsesDelegationConfigParamToolShellEnvironmentContainerAutoSkillInlineSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Base64-encoded skill zip bundle.
    public var data: String

    /// The media type of the inline skill payload. Must be `application/zip`.
    public var mediaType: String

    /// The type of the inline skill source. Must be `base64`.
    public var type: String

    public init(
        data: String
    ) {
        self.data = data
        self.mediaType = "application/zip"
        self.type = "base64"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.mediaType = try container.decodeRequired(String.self, forKey: "media_type", in: decoder, standIn: "application/zip")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "base64")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.mediaType, forKey: "media_type")
        try container.encode(self.type, forKey: "type")
    }
}
