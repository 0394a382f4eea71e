// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from creating a translation session and client secret for the Realtime API.
///
/// - Schema: `#/components/schemas/RealtimeTranslationClientSecretCreateResponse`
public nonisolated struct RealtimeTranslationClientSecretCreateResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The generated client secret value.
    public var value: String

    /// Expiration timestamp for the client secret, in seconds since epoch.
    public var expiresAt: Int

    public var session: RealtimeTranslationSession

    public init(
        value: String,
        expiresAt: Int,
        session: RealtimeTranslationSession
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
        self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        self.session = try container.decodeRequired(RealtimeTranslationSession.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.value, forKey: "value")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.session, forKey: "session")
    }
}
