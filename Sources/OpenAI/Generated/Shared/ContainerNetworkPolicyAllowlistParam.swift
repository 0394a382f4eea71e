// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerNetworkPolicyAllowlistParam`
public nonisolated struct ContainerNetworkPolicyAllowlistParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Allow outbound network access only to specified domains. Always `allowlist`.
    public var type: String

    /// A list of allowed domains when type is `allowlist`.
    public var allowedDomains: [String]

    /// Optional domain-scoped secrets for allowlisted domains.
    public var domainSecrets: [ContainerNetworkPolicyDomainSecretParam]?

    public init(
        allowedDomains: [String],
        domainSecrets: [ContainerNetworkPolicyDomainSecretParam]? = nil
    ) {
        self.type = "allowlist"
        self.allowedDomains = allowedDomains
        self.domainSecrets = domainSecrets
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedDomains: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allowlist")
        self.allowedDomains = try container.decodeRequired([String].self, forKey: "allowed_domains", in: decoder)
        self.domainSecrets = try container.decodeIfPresent([ContainerNetworkPolicyDomainSecretParam].self, forKey: "domain_secrets")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.allowedDomains, forKey: "allowed_domains")
        try container.encodeIfPresent(self.domainSecrets, forKey: "domain_secrets")
    }
}
