// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RealtimeAudioFormats`
public nonisolated enum RealtimeAudioFormats: Codable, Equatable, Sendable, EmptyDecodable {
    /// The PCM audio format. Only a 24kHz sample rate is supported.
    ///
    /// - `type`: `audio/pcm`
    case audioPcm(RealtimeAudioFormats.AudioPcm)
    /// The G.711 μ-law format.
    ///
    /// - `type`: `audio/pcmu`
    case audioPcmu(RealtimeAudioFormats.AudioPcmu)
    /// The G.711 A-law format.
    ///
    /// - `type`: `audio/pcma`
    case audioPcma(RealtimeAudioFormats.AudioPcma)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// The PCM audio format. Only a 24kHz sample rate is supported.
    public nonisolated struct AudioPcm: Codable, Equatable, Sendable, EmptyDecodable {
        /// The audio format. Always `audio/pcm`.
        public var type: String?

        /// The sample rate of the audio. Always `24000`.
        public var rate: Int?

        public init(
            type: String? = nil,
            rate: Int? = nil
        ) {
            self.type = type
            self.rate = rate
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "audio/pcm")
            self.rate = try container.decodeIfPresent(Int.self, forKey: "rate")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.rate, forKey: "rate")
        }
    }

    /// The G.711 μ-law format.
    public nonisolated struct AudioPcmu: Codable, Equatable, Sendable, EmptyDecodable {
        /// The audio format. Always `audio/pcmu`.
        public var type: String?

        public init(
            type: String? = nil
        ) {
            self.type = type
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "audio/pcmu")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
        }
    }

    /// The G.711 A-law format.
    public nonisolated struct AudioPcma: Codable, Equatable, Sendable, EmptyDecodable {
        /// The audio format. Always `audio/pcma`.
        public var type: String?

        public init(
            type: String? = nil
        ) {
            self.type = type
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "audio/pcma")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "audio/pcm": self = .audioPcm(try RealtimeAudioFormats.AudioPcm(from: decoder)); return
            case "audio/pcmu": self = .audioPcmu(try RealtimeAudioFormats.AudioPcmu(from: decoder)); return
            case "audio/pcma": self = .audioPcma(try RealtimeAudioFormats.AudioPcma(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .audioPcm(try RealtimeAudioFormats.AudioPcm(from: decoder))
                case 1: return .audioPcmu(try RealtimeAudioFormats.AudioPcmu(from: decoder))
                default: return .audioPcma(try RealtimeAudioFormats.AudioPcma(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // audioPcm
        .init(required: [], declared: ["type", "rate"], constants: [("type", ["audio/pcm"])]),
        // audioPcmu
        .init(required: [], declared: ["type"], constants: [("type", ["audio/pcmu"])]),
        // audioPcma
        .init(required: [], declared: ["type"], constants: [("type", ["audio/pcma"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .audioPcm(let value): try value.encode(to: encoder)
        case .audioPcmu(let value): try value.encode(to: encoder)
        case .audioPcma(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
