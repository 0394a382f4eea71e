// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for turn detection, ether Server VAD or Semantic VAD. This can be set to `null` to turn off, in which case the client must manually trigger model response.
///
/// Server VAD means that the model will detect the start and end of speech based on audio volume and respond at the end of user speech.
///
/// Semantic VAD is more advanced and uses a turn detection model (in conjunction with VAD) to semantically estimate whether the user has finished speaking, then dynamically sets a timeout based on this probability. For example, if user audio trails off with "uhhm", the model will score a low probability of turn end and wait longer for the user to continue speaking. This can be useful for more natural conversations, but may have a higher latency.
///
/// For `gpt-realtime-whisper` transcription sessions, turn detection must be
/// set to `null`; VAD is not supported.
///
/// - Schema: `#/components/schemas/RealtimeTurnDetection`
public nonisolated enum RealtimeTurnDetection: Codable, Equatable, Sendable, EmptyDecodable {
    /// Server-side voice activity detection (VAD) which flips on when user speech is detected and off after a period of silence.
    ///
    /// - `type`: `server_vad`
    case serverVad(RealtimeTurnDetection.ServerVad)
    /// Server-side semantic turn detection which uses a model to determine when the user has finished speaking.
    ///
    /// - `type`: `semantic_vad`
    case semanticVad(RealtimeTurnDetection.SemanticVad)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Server-side voice activity detection (VAD) which flips on when user speech is detected and off after a period of silence.
    public nonisolated struct ServerVad: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// Type of turn detection, `server_vad` to turn on simple Server VAD.
        public var type: String

        /// Used only for `server_vad` mode. Activation threshold for VAD (0.0 to 1.0), this defaults to 0.5. A
        /// higher threshold will require louder audio to activate the model, and
        /// thus might perform better in noisy environments.
        public var threshold: Double?

        /// Used only for `server_vad` mode. Amount of audio to include before the VAD detected speech (in
        /// milliseconds). Defaults to 300ms.
        public var prefixPaddingMs: Int?

        /// Used only for `server_vad` mode. Duration of silence to detect speech stop (in milliseconds). Defaults
        /// to 500ms. With shorter values the model will respond more quickly,
        /// but may jump in on short pauses from the user.
        public var silenceDurationMs: Int?

        /// Whether or not to automatically generate a response when a VAD stop event occurs. If `interrupt_response` is set to `false` this may fail to create a response if the model is already responding.
        ///
        /// If both `create_response` and `interrupt_response` are set to `false`, the model will never respond automatically but VAD events will still be emitted.
        public var createResponse: Bool?

        /// Whether or not to automatically interrupt (cancel) any ongoing response with output to the default
        /// conversation (i.e. `conversation` of `auto`) when a VAD start event occurs. If `true` then the response will be cancelled, otherwise it will continue until complete.
        ///
        /// If both `create_response` and `interrupt_response` are set to `false`, the model will never respond automatically but VAD events will still be emitted.
        public var interruptResponse: Bool?

        public var idleTimeoutMs: Int?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            threshold: Double? = nil,
            prefixPaddingMs: Int? = nil,
            silenceDurationMs: Int? = nil,
            createResponse: Bool? = nil,
            interruptResponse: Bool? = nil,
            idleTimeoutMs: Int? = nil
        ) {
            self.type = "server_vad"
            self.threshold = threshold
            self.prefixPaddingMs = prefixPaddingMs
            self.silenceDurationMs = silenceDurationMs
            self.createResponse = createResponse
            self.interruptResponse = interruptResponse
            self.idleTimeoutMs = idleTimeoutMs
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "server_vad")
            self.threshold = try container.decodeIfPresent(Double.self, forKey: "threshold")
            self.prefixPaddingMs = try container.decodeIfPresent(Int.self, forKey: "prefix_padding_ms")
            self.silenceDurationMs = try container.decodeIfPresent(Int.self, forKey: "silence_duration_ms")
            self.createResponse = try container.decodeIfPresent(Bool.self, forKey: "create_response")
            self.interruptResponse = try container.decodeIfPresent(Bool.self, forKey: "interrupt_response")
            self.idleTimeoutMs = try container.decodeIfPresent(Int.self, forKey: "idle_timeout_ms")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.type, forKey: "type")
            try container.encodeIfPresent(self.threshold, forKey: "threshold")
            try container.encodeIfPresent(self.prefixPaddingMs, forKey: "prefix_padding_ms")
            try container.encodeIfPresent(self.silenceDurationMs, forKey: "silence_duration_ms")
            try container.encodeIfPresent(self.createResponse, forKey: "create_response")
            try container.encodeIfPresent(self.interruptResponse, forKey: "interrupt_response")
            try container.encodeIfPresent(self.idleTimeoutMs, forKey: "idle_timeout_ms")
        }
    }

    /// Server-side semantic turn detection which uses a model to determine when the user has finished speaking.
    public nonisolated struct SemanticVad: Codable, Equatable, Sendable, EmptyDecodable {
        /// Type of turn detection, `semantic_vad` to turn on Semantic VAD.
        public var type: String

        /// Used only for `semantic_vad` mode. The eagerness of the model to respond. `low` will wait longer for the user to continue speaking, `high` will respond more quickly. `auto` is the default and is equivalent to `medium`. `low`, `medium`, and `high` have max timeouts of 8s, 4s, and 2s respectively.
        public var eagerness: RealtimeTurnDetection.SemanticVad.Eagerness?

        /// Whether or not to automatically generate a response when a VAD stop event occurs.
        public var createResponse: Bool?

        /// Whether or not to automatically interrupt any ongoing response with output to the default
        /// conversation (i.e. `conversation` of `auto`) when a VAD start event occurs.
        public var interruptResponse: Bool?

        public init(
            eagerness: RealtimeTurnDetection.SemanticVad.Eagerness? = nil,
            createResponse: Bool? = nil,
            interruptResponse: Bool? = nil
        ) {
            self.type = "semantic_vad"
            self.eagerness = eagerness
            self.createResponse = createResponse
            self.interruptResponse = interruptResponse
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Used only for `semantic_vad` mode. The eagerness of the model to respond. `low` will wait longer for the user to continue speaking, `high` will respond more quickly. `auto` is the default and is equivalent to `medium`. `low`, `medium`, and `high` have max timeouts of 8s, 4s, and 2s respectively.
        public nonisolated enum Eagerness: OpenEnum, EmptyDecodable {
            case low
            case medium
            case high
            case auto
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "low": self = .low
                case "medium": self = .medium
                case "high": self = .high
                case "auto": self = .auto
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .low: "low"
                case .medium: "medium"
                case .high: "high"
                case .auto: "auto"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "semantic_vad")
            self.eagerness = try container.decodeIfPresent(RealtimeTurnDetection.SemanticVad.Eagerness.self, forKey: "eagerness")
            self.createResponse = try container.decodeIfPresent(Bool.self, forKey: "create_response")
            self.interruptResponse = try container.decodeIfPresent(Bool.self, forKey: "interrupt_response")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encodeIfPresent(self.eagerness, forKey: "eagerness")
            try container.encodeIfPresent(self.createResponse, forKey: "create_response")
            try container.encodeIfPresent(self.interruptResponse, forKey: "interrupt_response")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "server_vad": self = .serverVad(try RealtimeTurnDetection.ServerVad(from: decoder)); return
            case "semantic_vad": self = .semanticVad(try RealtimeTurnDetection.SemanticVad(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .serverVad(let value): try value.encode(to: encoder)
        case .semanticVad(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

nonisolated extension NullableMember where Owner == RealtimeTurnDetection.ServerVad {
    public static var idleTimeoutMs: Self { Self("idle_timeout_ms") }
}
