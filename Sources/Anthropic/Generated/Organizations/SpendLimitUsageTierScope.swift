// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Scope of the monthly spend cap Anthropic sets for a Claude Console
/// organization from its usage tier, or a higher cap Anthropic granted the
/// organization. Read-only; its `created_at` and `updated_at` are the
/// organization's creation time, so `amount` can change while `updated_at` stays
/// the same.
///
/// - Schema: `#/components/schemas/SpendLimitUsageTierScope`
public nonisolated struct SpendLimitUsageTierScope: Codable, Equatable, Sendable, EmptyDecodable {
    /// Scope type. Always `usage_tier` for this scope.
    public var type: String

    public init() {
        self.type = "usage_tier"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "usage_tier")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
