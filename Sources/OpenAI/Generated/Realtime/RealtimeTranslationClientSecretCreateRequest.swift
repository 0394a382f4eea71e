// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Create a translation session and client secret for the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientSecretCreateRequest`
public nonisolated struct RealtimeTranslationClientSecretCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Configuration for the client secret expiration. Expiration refers to the time after which
    /// a client secret will no longer be valid for creating sessions. The session itself may
    /// continue after that time once started. A secret can be used to create multiple sessions
    /// until it expires.
    public var expiresAfter: RealtimeTranslationClientSecretCreateRequest.ExpiresAfter?

    public var session: RealtimeTranslationSessionCreateRequest

    public init(
        session: RealtimeTranslationSessionCreateRequest,
        expiresAfter: RealtimeTranslationClientSecretCreateRequest.ExpiresAfter? = nil
    ) {
        self.expiresAfter = expiresAfter
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAfter = try container.decodeIfPresent(RealtimeTranslationClientSecretCreateRequest.ExpiresAfter.self, forKey: "expires_after")
        self.session = try container.decodeRequired(RealtimeTranslationSessionCreateRequest.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encode(self.session, forKey: "session")
    }
}
