// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginTargetOrganizationMember`
public nonisolated struct BetaPluginTargetOrganizationMember: Codable, Equatable, Sendable, EmptyDecodable {
    /// One member of the organization.
    public var type: String

    /// The member's User ID.
    public var userID: String

    public init(
        userID: String
    ) {
        self.type = "organization_member"
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "organization_member")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}
