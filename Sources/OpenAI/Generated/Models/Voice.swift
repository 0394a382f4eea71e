// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VoiceConsentDeletedResource`
public struct VoiceConsentDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The consent recording identifier.
    public var id: String

    public var object: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "audio.voice_consent"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "audio.voice_consent")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// - Schema: `#/components/schemas/VoiceConsentListResource`
public struct VoiceConsentListResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [VoiceConsentResource]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [VoiceConsentResource],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([VoiceConsentResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// A consent recording used to authorize creation of a custom voice.
///
/// - Schema: `#/components/schemas/VoiceConsentResource`
public struct VoiceConsentResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case language
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "audio.voice_consent")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.language = try container.decodeRequired(String.self, forKey: .language, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.language, forKey: .language)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}

/// A built-in voice name or a custom voice reference.
///
/// - Schema: `#/components/schemas/VoiceIdsOrCustomVoice`
public enum VoiceIdsOrCustomVoice: Codable, Hashable, Sendable, EmptyDecodable {
    case shared(VoiceIdsShared)
    /// Custom voice reference.
    case object(VoiceIdsOrCustomVoice.Object)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Custom voice reference.
    public struct Object: Codable, Hashable, Sendable, EmptyDecodable {
        /// The custom voice ID, e.g. `voice_1234`.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                id: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .object(try VoiceIdsOrCustomVoice.Object(from: decoder)); return
        case .string:
            self = .shared(try VoiceIdsShared(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .shared(let value): try value.encode(to: encoder)
        case .object(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/VoiceIdsShared`
public enum VoiceIdsShared: OpenEnum, EmptyDecodable {
    case alloy
    case ash
    case ballad
    case coral
    case echo
    case sage
    case shimmer
    case verse
    case marin
    case cedar
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "alloy": self = .alloy
        case "ash": self = .ash
        case "ballad": self = .ballad
        case "coral": self = .coral
        case "echo": self = .echo
        case "sage": self = .sage
        case "shimmer": self = .shimmer
        case "verse": self = .verse
        case "marin": self = .marin
        case "cedar": self = .cedar
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .alloy: "alloy"
        case .ash: "ash"
        case .ballad: "ballad"
        case .coral: "coral"
        case .echo: "echo"
        case .sage: "sage"
        case .shimmer: "shimmer"
        case .verse: "verse"
        case .marin: "marin"
        case .cedar: "cedar"
        case .unknown(let value): value
        }
    }
}

/// A custom voice that can be used for audio output.
///
/// - Schema: `#/components/schemas/VoiceResource`
public struct VoiceResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case id
        case name
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "audio.voice")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}
