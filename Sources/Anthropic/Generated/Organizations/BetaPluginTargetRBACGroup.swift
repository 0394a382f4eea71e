// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginTargetRBACGroup`
public nonisolated struct BetaPluginTargetRBACGroup: Codable, Equatable, Sendable, EmptyDecodable {
    /// The RBAC Group's ID.
    public var rbacGroupID: String

    /// An RBAC Group.
    public var type: String

    public init(
        rbacGroupID: String
    ) {
        self.rbacGroupID = rbacGroupID
        self.type = "rbac_group"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            rbacGroupID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.rbacGroupID = try container.decodeRequired(String.self, forKey: "rbac_group_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_group")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encode(self.type, forKey: "type")
    }
}
