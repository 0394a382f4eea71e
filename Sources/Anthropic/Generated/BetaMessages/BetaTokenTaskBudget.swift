// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// User-configurable total token budget across contexts.
///
/// - Schema: `#/components/schemas/BetaTokenTaskBudget`
public nonisolated struct BetaTokenTaskBudget: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Remaining tokens in the budget. Use this to track usage across contexts when implementing compaction client-side. Defaults to total if not provided.
    public var remaining: Int?

    /// Total token budget across all contexts in the session.
    public var total: Int

    /// The budget type. Currently only 'tokens' is supported.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        total: Int,
        remaining: Int? = nil
    ) {
        self.remaining = remaining
        self.total = total
        self.type = "tokens"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            total: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.remaining = try container.decodeIfPresent(Int.self, forKey: "remaining")
        self.total = try container.decodeRequired(Int.self, forKey: "total", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tokens")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.remaining, forKey: "remaining")
        try container.encode(self.total, forKey: "total")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaTokenTaskBudget {
    public static var remaining: Self { Self("remaining") }
}
