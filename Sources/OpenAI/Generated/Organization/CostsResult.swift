// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated costs details of the specific time bucket.
///
/// - Schema: `#/components/schemas/CostsResult`
public nonisolated struct CostsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The monetary value in its associated currency.
    public var amount: CostsResult.Amount?

    public var lineItem: String?

    public var projectID: String?

    public var apiKeyID: String?

    public var quantity: Double?

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public var apiSource: CostsResult.ApiSource?

    /// The unit of the `quantity` value.
    ///
    /// If no single supported unit applies to the result, this field is `null`.
    public var quantityUnit: CostQuantityUnit?

    /// When `group_by=user_id`, this field provides the user ID of the grouped costs
    /// result.
    public var userID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        amount: CostsResult.Amount? = nil,
        lineItem: String? = nil,
        projectID: String? = nil,
        apiKeyID: String? = nil,
        quantity: Double? = nil,
        apiSource: CostsResult.ApiSource? = nil,
        quantityUnit: CostQuantityUnit? = nil,
        userID: String? = nil
    ) {
        self.object = "organization.costs.result"
        self.amount = amount
        self.lineItem = lineItem
        self.projectID = projectID
        self.apiKeyID = apiKeyID
        self.quantity = quantity
        self.apiSource = apiSource
        self.quantityUnit = quantityUnit
        self.userID = userID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The monetary value in its associated currency.
    public nonisolated struct Amount: Codable, Equatable, Sendable, EmptyDecodable {
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

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public nonisolated enum ApiSource: OpenEnum, EmptyDecodable {
        case agentsApi
        case unlabeled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "agents_api": self = .agentsApi
            case "unlabeled": self = .unlabeled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .agentsApi: "agents_api"
            case .unlabeled: "unlabeled"
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
        self.apiSource = try container.decodeIfPresent(CostsResult.ApiSource.self, forKey: "api_source")
        self.quantityUnit = try container.decodeIfPresent(CostQuantityUnit.self, forKey: "quantity_unit")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.lineItem, forKey: "line_item")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.quantity, forKey: "quantity")
        try container.encodeIfPresent(self.apiSource, forKey: "api_source")
        try container.encodeIfPresent(self.quantityUnit, forKey: "quantity_unit")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == CostsResult {
    public static var lineItem: Self { Self("line_item") }
    public static var projectID: Self { Self("project_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var quantity: Self { Self("quantity") }
    public static var apiSource: Self { Self("api_source") }
    public static var quantityUnit: Self { Self("quantity_unit") }
    public static var userID: Self { Self("user_id") }
}
