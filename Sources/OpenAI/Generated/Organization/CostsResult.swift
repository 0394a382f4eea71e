// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated costs details of the specific time bucket.
///
/// - Schema: `#/components/schemas/CostsResult`
public struct CostsResult: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    /// The monetary value in its associated currency.
    public var amount: CostsResult.Amount?

    public var lineItem: String?

    public var projectID: String?

    public var apiKeyID: String?

    public var quantity: Double?

    public init(
        amount: CostsResult.Amount? = nil,
        lineItem: String? = nil,
        projectID: String? = nil,
        apiKeyID: String? = nil,
        quantity: Double? = nil
    ) {
        self.object = "organization.costs.result"
        self.amount = amount
        self.lineItem = lineItem
        self.projectID = projectID
        self.apiKeyID = apiKeyID
        self.quantity = quantity
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The monetary value in its associated currency.
    public struct Amount: Codable, Equatable, Sendable, EmptyDecodable {
        /// The numeric value of the cost.
        public var value: Double?

        /// Lowercase ISO-4217 currency e.g. "usd"
        public var currency: String?

        public init(
            value: Double? = nil,
            currency: String? = nil
        ) {
            self.value = value
            self.currency = currency
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.value = try container.decodeIfPresent(Double.self, forKey: "value")
            self.currency = try container.decodeIfPresent(String.self, forKey: "currency")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.value, forKey: "value")
            try container.encodeIfPresent(self.currency, forKey: "currency")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.costs.result")
        self.amount = try container.decodeIfPresent(CostsResult.Amount.self, forKey: "amount")
        self.lineItem = try container.decodeIfPresent(String.self, forKey: "line_item")
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.quantity = try container.decodeIfPresent(Double.self, forKey: "quantity")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.lineItem, forKey: "line_item")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.quantity, forKey: "quantity")
    }
}
