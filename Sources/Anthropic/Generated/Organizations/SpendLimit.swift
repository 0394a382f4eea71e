// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A configured spend limit: a cap on metered spend for one scope and period.
///
/// - Schema: `#/components/schemas/SpendLimit`
public nonisolated struct SpendLimit: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Limit amount as a non-negative integer decimal string in the minor unit of
    /// `currency` (cents for USD): "50000" is $500.00. `null` means no numeric cap is
    /// configured at this scope — see the effective report for whether a limit applies.
    public var amount: String?

    /// RFC 3339 datetime at which the spend limit was created.
    public var createdAt: String

    /// ISO 4217 code of the organization's billing currency; the unit for `amount`.
    public var currency: String

    /// Unique tagged ID of the spend limit (`spl_...`).
    public var id: String

    /// Read-only.
    ///
    /// `false` when extra usage is switched off for this organization (`organization`
    /// limit); `amount` is kept and applies again when it's switched back on. Always
    /// `true` for other limits.
    public var isEnabled: Bool

    /// Length of the window the limit resets over.
    ///
    /// `amount` caps spend within each period.
    public var period: SpendLimitPeriod

    /// What the limit applies to.
    ///
    /// A tagged union on `type`; each variant carries the identifier for its scope.
    public var scope: SpendLimitScope

    /// Object type. Always `spend_limit`.
    public var type: String

    /// RFC 3339 datetime at which the spend limit was last modified.
    public var updatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        currency: String,
        id: String,
        isEnabled: Bool,
        period: SpendLimitPeriod,
        scope: SpendLimitScope,
        updatedAt: String,
        amount: String? = nil
    ) {
        self.amount = amount
        self.createdAt = createdAt
        self.currency = currency
        self.id = id
        self.isEnabled = isEnabled
        self.period = period
        self.scope = scope
        self.type = "spend_limit"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            currency: .emptyValue,
            id: .emptyValue,
            isEnabled: .emptyValue,
            period: .emptyValue,
            scope: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.amount = try container.decodeIfPresent(String.self, forKey: "amount")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.isEnabled = try container.decodeRequired(Bool.self, forKey: "is_enabled", in: decoder)
        self.period = try container.decodeRequired(SpendLimitPeriod.self, forKey: "period", in: decoder)
        self.scope = try container.decodeRequired(SpendLimitScope.self, forKey: "scope", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "spend_limit")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.amount, forKey: "amount")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.currency, forKey: "currency")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.isEnabled, forKey: "is_enabled")
        try container.encode(self.period, forKey: "period")
        try container.encode(self.scope, forKey: "scope")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == SpendLimit {
    public static var amount: Self { Self("amount") }
}
