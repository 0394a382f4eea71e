// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A custom voice that can be used for audio output.
///
/// - Schema: `#/components/schemas/VoiceResource`
public struct VoiceResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `audio.voice`.
    public var object: String

    /// The voice identifier, which can be referenced in API endpoints.
    public var id: String

    /// The name of the voice.
    public var name: String

    /// The Unix timestamp (in seconds) for when the voice was created.
    public var createdAt: Int

    public init(
        id: String,
        name: String,
        createdAt: Int
    ) {
        self.object = "audio.voice"
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "audio.voice")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
