// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A built-in voice name or a custom voice reference.
///
/// - Schema: `#/components/schemas/VoiceIdsOrCustomVoice`
public nonisolated enum VoiceIdsOrCustomVoice: Codable, Equatable, Sendable, EmptyDecodable {
    case shared(VoiceIdsShared)
    /// Custom voice reference.
    case object(VoiceIdsOrCustomVoice.Object)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Custom voice reference.
    public nonisolated struct Object: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.id, forKey: "id")
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
