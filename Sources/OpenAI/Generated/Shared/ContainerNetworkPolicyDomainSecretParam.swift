// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerNetworkPolicyDomainSecretParam`
public nonisolated struct ContainerNetworkPolicyDomainSecretParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The domain associated with the secret.
    public var domain: String

    /// The name of the secret to inject for the domain.
    public var name: String

    /// The secret value to inject for the domain.
    public var value: String

    public init(
        domain: String,
        name: String,
        value: String
    ) {
        self.domain = domain
        self.name = name
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            domain: .emptyValue,
            name: .emptyValue,
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.domain = try container.decodeRequired(String.self, forKey: "domain", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.domain, forKey: "domain")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.value, forKey: "value")
    }
}
