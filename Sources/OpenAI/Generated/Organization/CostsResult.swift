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

    /// The unit of the `quantity` value. If no single supported unit applies to the result, this field is `null`.
    public var quantityUnit: CostsResult.QuantityUnit?

    public init(
        amount: CostsResult.Amount? = nil,
        lineItem: String? = nil,
        projectID: String? = nil,
        apiKeyID: String? = nil,
        quantity: Double? = nil,
        quantityUnit: CostsResult.QuantityUnit? = nil
    ) {
        self.object = "organization.costs.result"
        self.amount = amount
        self.lineItem = lineItem
        self.projectID = projectID
        self.apiKeyID = apiKeyID
        self.quantity = quantity
        self.quantityUnit = quantityUnit
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

    /// The unit of the `quantity` value. If no single supported unit applies to the result, this field is `null`.
    public enum QuantityUnit: OpenEnum, EmptyDecodable {
        case tokens
        case unit_1000Tokens
        case durationSeconds
        case durationMinutes
        case durationHours
        case gibibyteHours
        case images
        case characters
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "tokens": self = .tokens
            case "1000_tokens": self = .unit_1000Tokens
            case "duration_seconds": self = .durationSeconds
            case "duration_minutes": self = .durationMinutes
            case "duration_hours": self = .durationHours
            case "gibibyte_hours": self = .gibibyteHours
            case "images": self = .images
            case "characters": self = .characters
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .tokens: "tokens"
            case .unit_1000Tokens: "1000_tokens"
            case .durationSeconds: "duration_seconds"
            case .durationMinutes: "duration_minutes"
            case .durationHours: "duration_hours"
            case .gibibyteHours: "gibibyte_hours"
            case .images: "images"
            case .characters: "characters"
            case .unknown(let value): value
            }
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
        self.quantityUnit = try container.decodeIfPresent(CostsResult.QuantityUnit.self, forKey: "quantity_unit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.lineItem, forKey: "line_item")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.quantity, forKey: "quantity")
        try container.encodeIfPresent(self.quantityUnit, forKey: "quantity_unit")
    }
}
