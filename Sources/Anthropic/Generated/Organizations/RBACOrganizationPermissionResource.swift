// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACOrganizationPermissionResource`
public nonisolated struct RBACOrganizationPermissionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// UUID of the organization the permission applies to.
    public var organizationID: String

    /// Kind of resource the permission applies to.
    public var type: String

    public init(
        organizationID: String
    ) {
        self.organizationID = organizationID
        self.type = "organization"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            organizationID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "organization")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.type, forKey: "type")
    }
}
