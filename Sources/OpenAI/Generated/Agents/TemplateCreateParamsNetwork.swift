// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Network access policy for the environment.
///
/// If omitted, the API version determines whether network access is enabled or disabled.
///
/// - Schema: `#/components/schemas/TemplateCreateParamsNetwork`
public nonisolated struct TemplateCreateParamsNetwork: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The environment's network access mode.
    ///
    /// - `enabled` - Allows unrestricted network access.
    /// - `disabled` - Disables network access.
    /// - `restricted` - Applies the configured domain restrictions.
    public var access: TemplateCreateParamsNetwork.Access

    /// Domains the environment may access when network access is restricted.
    public var allowedDomains: [String]?

    /// Domains blocked for both executor and browser when access is restricted.
    ///
    /// A nonempty list requires `access: restricted` and cannot be combined with
    /// nonempty `allowed_domains`. Wildcard domains are not supported.
    public var blockedDomains: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        access: TemplateCreateParamsNetwork.Access,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil
    ) {
        self.access = access
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(access: TemplateCreateParamsNetwork.Access(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            access: .emptyValue
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
        self.access = try container.decodeRequired(TemplateCreateParamsNetwork.Access.self, forKey: "access", in: decoder)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: "blocked_domains")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.access, forKey: "access")
        try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        try container.encodeIfPresent(self.blockedDomains, forKey: "blocked_domains")
    }
}

nonisolated extension NullableMember where Owner == TemplateCreateParamsNetwork {
    public static var allowedDomains: Self { Self("allowed_domains") }
    public static var blockedDomains: Self { Self("blocked_domains") }
}
