// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation that one target's installation setting was removed, naming
/// the Plugin and the target in place of an ID.
///
/// - Schema: `#/components/schemas/BetaDeletedPluginInstallationSetting`
public nonisolated struct BetaDeletedPluginInstallationSetting: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Plugin's ID.
    public var pluginID: String

    /// Whose setting was removed.
    public var target: BetaDeletedPluginInstallationSettingTarget

    /// Always `plugin_installation_setting_deleted`.
    public var type: String

    public init(
        pluginID: String,
        target: BetaDeletedPluginInstallationSettingTarget
    ) {
        self.pluginID = pluginID
        self.target = target
        self.type = "plugin_installation_setting_deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            pluginID: .emptyValue,
            target: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.pluginID = try container.decodeRequired(String.self, forKey: "plugin_id", in: decoder)
        self.target = try container.decodeRequired(BetaDeletedPluginInstallationSettingTarget.self, forKey: "target", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_installation_setting_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.pluginID, forKey: "plugin_id")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.type, forKey: "type")
    }
}
