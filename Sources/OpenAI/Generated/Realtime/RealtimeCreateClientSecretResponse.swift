// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from creating a session and client secret for the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeCreateClientSecretResponse`
public nonisolated struct RealtimeCreateClientSecretResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The generated client secret value.
    public var value: String

    /// Expiration timestamp for the client secret, in seconds since epoch.
    public var expiresAt: Int

    /// The session configuration for either a realtime or transcription session.
    public var session: RealtimeCreateClientSecretResponse.Session

    public init(
        value: String,
        expiresAt: Int,
        session: RealtimeCreateClientSecretResponse.Session
    ) {
        self.value = value
        self.expiresAt = expiresAt
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue,
            expiresAt: .emptyValue,
            session: .emptyValue
        )
    }

    /// The session configuration for either a realtime or transcription session.
    public nonisolated enum Session: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `realtime`
        case realtime(RealtimeSessionCreateResponseGA)
        /// - `type`: `transcription`
        case transcription(RealtimeTranscriptionSessionCreateResponseGA)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "realtime": self = .realtime(try RealtimeSessionCreateResponseGA(from: decoder)); return
                case "transcription": self = .transcription(try RealtimeTranscriptionSessionCreateResponseGA(from: decoder)); return
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
        self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
        self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        self.session = try container.decodeRequired(RealtimeCreateClientSecretResponse.Session.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.value, forKey: "value")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.session, forKey: "session")
    }
}
