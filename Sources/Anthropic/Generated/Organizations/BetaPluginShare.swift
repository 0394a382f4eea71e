// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One share the owner of a member-owned Plugin has given.
///
/// Shares are
/// read-only in this API and have no ID of their own. The Plugin's `owner` is
/// the member who gave the share.
///
/// - Schema: `#/components/schemas/BetaPluginShare`
public nonisolated struct BetaPluginShare: Codable, Equatable, Sendable, EmptyDecodable {
    /// When the share was given; a share whose role is later changed in claude.ai is
    /// re-granted and carries the time of that change.
    public var grantedAt: String

    /// The Plugin's ID.
    public var pluginID: String

    /// Who the Plugin is shared with: `organization` (every member), `rbac_group` (one
    /// RBAC Group), or `organization_member` (one member).
    public var target: BetaPluginShareTarget

    /// Always `plugin_share`.
    public var type: String

    public init(
        grantedAt: String,
        pluginID: String,
        target: BetaPluginShareTarget
    ) {
        self.grantedAt = grantedAt
        self.pluginID = pluginID
        self.target = target
        self.type = "plugin_share"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            grantedAt: .emptyValue,
            pluginID: .emptyValue,
            target: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.grantedAt = try container.decodeRequired(String.self, forKey: "granted_at", in: decoder)
        self.pluginID = try container.decodeRequired(String.self, forKey: "plugin_id", in: decoder)
        self.target = try container.decodeRequired(BetaPluginShareTarget.self, forKey: "target", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_share")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.grantedAt, forKey: "granted_at")
        try container.encode(self.pluginID, forKey: "plugin_id")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.type, forKey: "type")
    }
}
