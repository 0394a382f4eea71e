// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProviderAzure`
public nonisolated struct ProviderAzure: Codable, Equatable, Sendable, EmptyDecodable {
    public var accountName: String

    public var container: String

    public var resourceGroup: String

    public var subscriptionID: String

    public var tenantID: String

    public var type: String

    public init(
        accountName: String,
        container: String,
        resourceGroup: String,
        subscriptionID: String,
        tenantID: String
    ) {
        self.accountName = accountName
        self.container = container
        self.resourceGroup = resourceGroup
        self.subscriptionID = subscriptionID
        self.tenantID = tenantID
        self.type = "azure"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            accountName: .emptyValue,
            container: .emptyValue,
            resourceGroup: .emptyValue,
            subscriptionID: .emptyValue,
            tenantID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.accountName = try container.decodeRequired(String.self, forKey: "account_name", in: decoder)
        self.container = try container.decodeRequired(String.self, forKey: "container", in: decoder)
        self.resourceGroup = try container.decodeRequired(String.self, forKey: "resource_group", in: decoder)
        self.subscriptionID = try container.decodeRequired(String.self, forKey: "subscription_id", in: decoder)
        self.tenantID = try container.decodeRequired(String.self, forKey: "tenant_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "azure")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.accountName, forKey: "account_name")
        try container.encode(self.container, forKey: "container")
        try container.encode(self.resourceGroup, forKey: "resource_group")
        try container.encode(self.subscriptionID, forKey: "subscription_id")
        try container.encode(self.tenantID, forKey: "tenant_id")
        try container.encode(self.type, forKey: "type")
    }
}
