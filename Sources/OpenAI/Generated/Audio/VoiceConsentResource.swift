// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A consent recording used to authorize creation of a custom voice.
///
/// - Schema: `#/components/schemas/VoiceConsentResource`
public nonisolated struct VoiceConsentResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `audio.voice_consent`.
    public var object: String

    /// The consent recording identifier.
    public var id: String

    /// The label provided when the consent recording was uploaded.
    public var name: String

    /// The BCP 47 language tag for the consent phrase (for example, `en-US`).
    public var language: String

    /// The Unix timestamp (in seconds) for when the consent recording was created.
    public var createdAt: Int

    public init(
        id: String,
        name: String,
        language: String,
        createdAt: Int
    ) {
        self.object = "audio.voice_consent"
        self.id = id
        self.name = name
        self.language = language
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            language: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "audio.voice_consent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.language = try container.decodeRequired(String.self, forKey: "language", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.language, forKey: "language")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
