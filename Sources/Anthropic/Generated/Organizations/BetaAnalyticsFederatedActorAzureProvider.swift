// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorAzureProvider`
public nonisolated struct BetaAnalyticsFederatedActorAzureProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Azure subscription the organization is bound to.
    public var subscriptionID: String

    public var type: String

    public init(
        subscriptionID: String
    ) {
        self.subscriptionID = subscriptionID
        self.type = "azure"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            subscriptionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.subscriptionID = try container.decodeRequired(String.self, forKey: "subscription_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "azure")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.subscriptionID, forKey: "subscription_id")
        try container.encode(self.type, forKey: "type")
    }
}
