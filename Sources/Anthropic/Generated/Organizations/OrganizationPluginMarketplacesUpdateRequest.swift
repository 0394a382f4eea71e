// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginMarketplacesUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The organization-wide installation setting every Plugin in the marketplace
    /// without one of its own gets: one of `required`, `auto_install`, `available`,
    /// `not_available`. Once set it can be changed but not removed.
    public var defaultInstallationPreference: OrganizationPluginMarketplacesUpdateRequest.DefaultInstallationPreference

    public init(
        defaultInstallationPreference: OrganizationPluginMarketplacesUpdateRequest.DefaultInstallationPreference
    ) {
        self.defaultInstallationPreference = defaultInstallationPreference
    }

    public init(stringLiteral value: String) {
        self.init(defaultInstallationPreference: OrganizationPluginMarketplacesUpdateRequest.DefaultInstallationPreference(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            defaultInstallationPreference: .emptyValue
        )
    }

    /// The organization-wide installation setting every Plugin in the marketplace
    /// without one of its own gets: one of `required`, `auto_install`, `available`,
    /// `not_available`. Once set it can be changed but not removed.
    public nonisolated enum DefaultInstallationPreference: OpenEnum, EmptyDecodable {
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
        self.defaultInstallationPreference = try container.decodeRequired(OrganizationPluginMarketplacesUpdateRequest.DefaultInstallationPreference.self, forKey: "default_installation_preference", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.defaultInstallationPreference, forKey: "default_installation_preference")
    }
}
