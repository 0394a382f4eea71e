// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkloadIdentityProviderVerificationDiscovery`
public nonisolated struct WorkloadIdentityProviderVerificationDiscovery: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var discoveryURL: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        discoveryURL: String? = nil
    ) {
        self.discoveryURL = discoveryURL
        self.type = "discovery"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.discoveryURL = try container.decodeIfPresent(String.self, forKey: "discovery_url")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "discovery")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.discoveryURL, forKey: "discovery_url")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == WorkloadIdentityProviderVerificationDiscovery {
    public static var discoveryURL: Self { Self("discovery_url") }
}
