// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user in the organization, identified by tagged id and email address.
///
/// - Schema: `#/components/schemas/AnalyticsUser`
public nonisolated struct AnalyticsUser: Codable, Equatable, Sendable, EmptyDecodable {
    /// Email address of the user
    public var emailAddress: String

    /// Tagged user identifier (e.g. `user_...`)
    public var id: String

    /// Object type. Always `user`.
    public var type: String

    public init(
        emailAddress: String,
        id: String
    ) {
        self.emailAddress = emailAddress
        self.id = id
        self.type = "user"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            emailAddress: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.emailAddress = try container.decodeRequired(String.self, forKey: "email_address", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.emailAddress, forKey: "email_address")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
