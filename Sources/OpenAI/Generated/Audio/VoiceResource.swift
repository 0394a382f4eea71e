// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A custom voice that can be used for audio output.
///
/// - Schema: `#/components/schemas/VoiceResource`
public nonisolated struct VoiceResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The object type, which is always `audio.voice`.
    public var object: String

    /// The voice identifier, which can be referenced in API endpoints.
    public var id: String

    /// The name of the voice.
    public var name: String

    /// The Unix timestamp (in seconds) for when the voice was created.
    public var createdAt: Int

    /// The original text prompt used to create the voice.
    ///
    /// Present for prompt-generated voices with a stored prompt; omitted for
    /// audio-sample voices and older voices without a stored prompt.
    public var prompt: String?

    /// How the voice was created.
    public var type: VoiceResource.Kind?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        name: String,
        createdAt: Int,
        prompt: String? = nil,
        type: VoiceResource.Kind? = nil
    ) {
        self.object = "audio.voice"
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.prompt = prompt
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue
        )
    }

    /// How the voice was created.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case audioSample
        case prompt
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "audio_sample": self = .audioSample
            case "prompt": self = .prompt
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .audioSample: "audio_sample"
            case .prompt: "prompt"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "audio.voice")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.prompt = try container.decodeIfPresent(String.self, forKey: "prompt")
        self.type = try container.decodeIfPresent(VoiceResource.Kind.self, forKey: "type")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == VoiceResource {
    public static var prompt: Self { Self("prompt") }
}
