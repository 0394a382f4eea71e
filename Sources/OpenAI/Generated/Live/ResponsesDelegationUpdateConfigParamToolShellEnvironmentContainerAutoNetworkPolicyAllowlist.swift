// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoNetworkPolicyAllowlist`
public nonisolated struct ResponsesDelegationUpdateConfigParamToolShellEnvironmentContainerAutoNetworkPolicyAllowlist: Codable, Equatable, Sendable, EmptyDecodable {
    /// A list of allowed domains when type is `allowlist`.
    public var allowedDomains: [String]

    /// Allow outbound network access only to specified domains. Always `allowlist`.
    public var type: String

    public init(
        allowedDomains: [String]
    ) {
        self.allowedDomains = allowedDomains
        self.type = "allowlist"
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
        self.allowedDomains = try container.decodeRequired([String].self, forKey: "allowed_domains", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allowlist")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.allowedDomains, forKey: "allowed_domains")
        try container.encode(self.type, forKey: "type")
    }
}
