// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A hard spend ceiling.
///
/// The session stops issuing new model requests once the tracked list cost reaches `max_list_cost`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsBudgetLimitParam`
public nonisolated struct BetaManagedAgentsBudgetLimitParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Maximum list cost the session may accrue.
    ///
    /// List price is used regardless of any negotiated discount, so the cap fires at or
    /// before the actual charge.
    public var maxListCost: BetaMonetaryAmountParam

    public var type: String

    public init(
        maxListCost: BetaMonetaryAmountParam
    ) {
        self.maxListCost = maxListCost
        self.type = "limit"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            maxListCost: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.maxListCost = try container.decodeRequired(BetaMonetaryAmountParam.self, forKey: "max_list_cost", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "limit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.maxListCost, forKey: "max_list_cost")
        try container.encode(self.type, forKey: "type")
    }
}
