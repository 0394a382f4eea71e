// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A URL to give to the person who takes the requested action.
///
/// - Schema: `#/components/schemas/UserProfileActionURL`
public nonisolated struct UserProfileActionURL: Codable, Equatable, Sendable, EmptyDecodable {
    /// When the URL stops working, in RFC 3339 format.
    public var expiresAt: String

    /// Object type. Always `user_profile_action_url`.
    public var type: String

    /// The URL to give to the person who takes the action.
    ///
    /// Anyone who holds it can open it until `expires_at`.
    public var url: String

    public init(
        expiresAt: String,
        url: String
    ) {
        self.expiresAt = expiresAt
        self.type = "user_profile_action_url"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            expiresAt: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_profile_action_url")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.url, forKey: "url")
    }
}
