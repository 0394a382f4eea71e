// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaWebhookUserProfileEnforcementActionOpenedEventData`
public nonisolated struct BetaWebhookUserProfileEnforcementActionOpenedEventData: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID (`enac_...`) of the enforcement action that was opened or resolved.
    public var enforcementActionID: String

    /// ID of the user profile the enforcement action is on.
    public var id: String

    public var organizationID: String

    public var type: String

    public init(
        enforcementActionID: String,
        id: String,
        organizationID: String
    ) {
        self.enforcementActionID = enforcementActionID
        self.id = id
        self.organizationID = organizationID
        self.type = "user_profile.enforcement_action_opened"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enforcementActionID: .emptyValue,
            id: .emptyValue,
            organizationID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enforcementActionID = try container.decodeRequired(String.self, forKey: "enforcement_action_id", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_profile.enforcement_action_opened")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enforcementActionID, forKey: "enforcement_action_id")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.type, forKey: "type")
    }
}
