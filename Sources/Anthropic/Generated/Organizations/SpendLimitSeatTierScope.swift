// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitSeatTierScope`
public nonisolated struct SpendLimitSeatTierScope: Codable, Equatable, Sendable, EmptyDecodable {
    public var seatTier: String

    public var type: String

    public init(
        seatTier: String
    ) {
        self.seatTier = seatTier
        self.type = "seat_tier"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seatTier: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.seatTier = try container.decodeRequired(String.self, forKey: "seat_tier", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "seat_tier")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.seatTier, forKey: "seat_tier")
        try container.encode(self.type, forKey: "type")
    }
}
