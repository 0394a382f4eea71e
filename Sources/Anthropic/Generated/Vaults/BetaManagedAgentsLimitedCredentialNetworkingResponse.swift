// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The secret is substituted only on requests to the listed hosts.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsLimitedCredentialNetworkingResponse`
public nonisolated struct BetaManagedAgentsLimitedCredentialNetworkingResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The destination hosts of the outbound requests that the credential's secret is
    /// substituted into.
    ///
    /// An entry matches the request host exactly. An entry such as `*.example.com`
    /// matches any subdomain of `example.com` but not `example.com` itself.
    public var allowedHosts: [String]

    public var type: String

    public init(
        allowedHosts: [String]
    ) {
        self.allowedHosts = allowedHosts
        self.type = "limited"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedHosts: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedHosts = try container.decodeRequired([String].self, forKey: "allowed_hosts", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "limited")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.allowedHosts, forKey: "allowed_hosts")
        try container.encode(self.type, forKey: "type")
    }
}
