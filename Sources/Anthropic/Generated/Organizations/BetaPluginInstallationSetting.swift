// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The installation setting an organization-owned Plugin holds for one
/// target.
///
/// It has no ID of its own: it is addressed by the Plugin's ID and the
/// target.
///
/// - Schema: `#/components/schemas/BetaPluginInstallationSetting`
public nonisolated struct BetaPluginInstallationSetting: Codable, Equatable, Sendable, EmptyDecodable {
    /// When the target was first given a setting for this Plugin.
    public var createdAt: String

    /// The setting the target holds for this Plugin.
    ///
    /// One of `required`, `auto_install`, `available`, `not_available`; a value this
    /// API does not yet name is returned as stored.
    public var installationPreference: BetaPluginInstallationSetting.InstallationPreference

    /// The Plugin's ID.
    public var pluginID: String

    /// Whose setting this is: `organization` (the Plugin's own organization-wide
    /// setting) or `rbac_group` (one RBAC Group's own setting); `organization_member`
    /// does not occur here.
    public var target: BetaPluginInstallationSettingTarget

    /// Always `plugin_installation_setting`.
    public var type: String

    /// When its setting last changed.
    public var updatedAt: String

    public init(
        createdAt: String,
        installationPreference: BetaPluginInstallationSetting.InstallationPreference,
        pluginID: String,
        target: BetaPluginInstallationSettingTarget,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.installationPreference = installationPreference
        self.pluginID = pluginID
        self.target = target
        self.type = "plugin_installation_setting"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            installationPreference: .emptyValue,
            pluginID: .emptyValue,
            target: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    /// The setting the target holds for this Plugin.
    ///
    /// One of `required`, `auto_install`, `available`, `not_available`; a value this
    /// API does not yet name is returned as stored.
    public nonisolated enum InstallationPreference: OpenEnum, EmptyDecodable {
        case autoInstall
        case available
        case notAvailable
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto_install": self = .autoInstall
            case "available": self = .available
            case "not_available": self = .notAvailable
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .autoInstall: "auto_install"
            case .available: "available"
            case .notAvailable: "not_available"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.installationPreference = try container.decodeRequired(BetaPluginInstallationSetting.InstallationPreference.self, forKey: "installation_preference", in: decoder)
        self.pluginID = try container.decodeRequired(String.self, forKey: "plugin_id", in: decoder)
        self.target = try container.decodeRequired(BetaPluginInstallationSettingTarget.self, forKey: "target", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_installation_setting")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.installationPreference, forKey: "installation_preference")
        try container.encode(self.pluginID, forKey: "plugin_id")
        try container.encode(self.target, forKey: "target")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
