// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaEnrollmentUrl`
public nonisolated struct BetaEnrollmentUrl: Codable, Equatable, Sendable, EmptyDecodable {
    /// Enrollment URL to send to the end user. Valid until `expires_at`.
    public var url: String

    /// When this enrollment URL expires, in RFC 3339 format.
    public var expiresAt: BetaTimestamp

    /// Object type. Always `enrollment_url`.
    public var type: String

    public init(
        url: String,
        expiresAt: BetaTimestamp
    ) {
        self.url = url
        self.expiresAt = expiresAt
        self.type = "enrollment_url"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            expiresAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.expiresAt = try container.decodeRequired(BetaTimestamp.self, forKey: "expires_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "enrollment_url")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.url, forKey: "url")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.type, forKey: "type")
    }
}
