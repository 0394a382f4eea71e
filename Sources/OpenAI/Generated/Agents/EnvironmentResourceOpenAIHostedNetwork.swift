// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The effective network access policy for the environment.
///
/// - Schema: `#/components/schemas/EnvironmentResourceOpenAIHostedNetwork`
public nonisolated struct EnvironmentResourceOpenAIHostedNetwork: Codable, Equatable, Sendable, EmptyDecodable {
    /// The environment's network access mode.
    ///
    /// - `enabled` - Allows unrestricted network access.
    /// - `disabled` - Disables network access.
    /// - `restricted` - Applies the configured domain restrictions.
    public var access: EnvironmentResourceOpenAIHostedNetwork.Access

    /// Domains the environment may access when network access is restricted.
    public var allowedDomains: [String]

    public init(
        access: EnvironmentResourceOpenAIHostedNetwork.Access,
        allowedDomains: [String]
    ) {
        self.access = access
        self.allowedDomains = allowedDomains
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            access: .emptyValue,
            allowedDomains: .emptyValue
        )
    }

    /// The environment's network access mode.
    ///
    /// - `enabled` - Allows unrestricted network access.
    /// - `disabled` - Disables network access.
    /// - `restricted` - Applies the configured domain restrictions.
    public nonisolated enum Access: OpenEnum, EmptyDecodable {
        case enabled
        case disabled
        case restricted
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "enabled": self = .enabled
            case "disabled": self = .disabled
            case "restricted": self = .restricted
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .enabled: "enabled"
            case .disabled: "disabled"
            case .restricted: "restricted"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.access = try container.decodeRequired(EnvironmentResourceOpenAIHostedNetwork.Access.self, forKey: "access", in: decoder)
        self.allowedDomains = try container.decodeRequired([String].self, forKey: "allowed_domains", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.access, forKey: "access")
        try container.encode(self.allowedDomains, forKey: "allowed_domains")
    }
}
