// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Create a session and client secret for the Realtime API. The request can specify
/// either a realtime or a transcription session configuration.
/// [Learn more about the Realtime API](https://platform.openai.com/docs/guides/realtime).
///
/// - Schema: `#/components/schemas/RealtimeCreateClientSecretRequest`
public nonisolated struct RealtimeCreateClientSecretRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Configuration for the client secret expiration. Expiration refers to the time after which
    /// a client secret will no longer be valid for creating sessions. The session itself may
    /// continue after that time once started. A secret can be used to create multiple sessions
    /// until it expires.
    public var expiresAfter: RealtimeCreateClientSecretRequest.ExpiresAfter?

    /// Session configuration to use for the client secret. Choose either a realtime
    /// session or a transcription session.
    public var session: RealtimeCreateClientSecretRequest.Session?

    public init(
        expiresAfter: RealtimeCreateClientSecretRequest.ExpiresAfter? = nil,
        session: RealtimeCreateClientSecretRequest.Session? = nil
    ) {
        self.expiresAfter = expiresAfter
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Configuration for the client secret expiration. Expiration refers to the time after which
    /// a client secret will no longer be valid for creating sessions. The session itself may
    /// continue after that time once started. A secret can be used to create multiple sessions
    /// until it expires.
    public nonisolated struct ExpiresAfter: Codable, Equatable, Sendable, EmptyDecodable {
        /// The anchor point for the client secret expiration, meaning that `seconds` will be added to the `created_at` time of the client secret to produce an expiration timestamp. Only `created_at` is currently supported.
        public var anchor: String?

        /// The number of seconds from the anchor point to the expiration. Select a value between `10` and `7200` (2 hours). This default to 600 seconds (10 minutes) if not specified.
        public var seconds: Int?

        public init(
            anchor: String? = nil,
            seconds: Int? = nil
        ) {
            self.anchor = anchor
            self.seconds = seconds
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.anchor = try container.decodeIfPresent(String.self, forKey: "anchor")
            self.seconds = try container.decodeIfPresent(Int.self, forKey: "seconds")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.anchor, forKey: "anchor")
            try container.encodeIfPresent(self.seconds, forKey: "seconds")
        }
    }

    /// Session configuration to use for the client secret. Choose either a realtime
    /// session or a transcription session.
    public nonisolated enum Session: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `realtime`
        case realtime(RealtimeSessionCreateRequestGA)
        /// - `type`: `transcription`
        case transcription(RealtimeTranscriptionSessionCreateRequestGA)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "realtime": self = .realtime(try RealtimeSessionCreateRequestGA(from: decoder)); return
                case "transcription": self = .transcription(try RealtimeTranscriptionSessionCreateRequestGA(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .realtime(let value): try value.encode(to: encoder)
            case .transcription(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAfter = try container.decodeIfPresent(RealtimeCreateClientSecretRequest.ExpiresAfter.self, forKey: "expires_after")
        self.session = try container.decodeIfPresent(RealtimeCreateClientSecretRequest.Session.self, forKey: "session")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.session, forKey: "session")
    }
}
