// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginsInstallationSettingsSetRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The installation setting the target is to hold for this Plugin: one of
    /// `required`, `auto_install`, `available`, `not_available`.
    public var installationPreference: OrganizationPluginsInstallationSettingsSetRequest.InstallationPreference

    public init(
        installationPreference: OrganizationPluginsInstallationSettingsSetRequest.InstallationPreference
    ) {
        self.installationPreference = installationPreference
    }

    public init(stringLiteral value: String) {
        self.init(installationPreference: OrganizationPluginsInstallationSettingsSetRequest.InstallationPreference(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            installationPreference: .emptyValue
        )
    }

    /// The installation setting the target is to hold for this Plugin: one of
    /// `required`, `auto_install`, `available`, `not_available`.
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
        self.installationPreference = try container.decodeRequired(OrganizationPluginsInstallationSettingsSetRequest.InstallationPreference.self, forKey: "installation_preference", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.installationPreference, forKey: "installation_preference")
    }
}
