// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationSpendLimitsIncreaseRequestApproveResponseIncreaseRequestApproveResponse`
public nonisolated struct OrganizationSpendLimitsIncreaseRequestApproveResponseIncreaseRequestApproveResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Who submitted the increase request.
    public var actor: SpendLimitIncreaseRequestActor

    public var createdAt: String

    public var id: String

    public var period: SpendLimitPeriod

    public var resolvedAt: String?

    /// Who approved or denied the increase request.
    public var resolvedBy: SpendLimitIncreaseRequestResolvedBy?

    /// A configured spend limit: a cap on metered spend for one scope and period.
    public var spendLimit: SpendLimit?

    /// Per-member effective-limit report row (`GET /spend_limits/effective`).
    public var spendSummary: SpendSummary?

    public var status: SpendLimitIncreaseRequestStatus

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        actor: SpendLimitIncreaseRequestActor,
        createdAt: String,
        id: String,
        period: SpendLimitPeriod,
        status: SpendLimitIncreaseRequestStatus,
        resolvedAt: String? = nil,
        resolvedBy: SpendLimitIncreaseRequestResolvedBy? = nil,
        spendLimit: SpendLimit? = nil,
        spendSummary: SpendSummary? = nil
    ) {
        self.actor = actor
        self.createdAt = createdAt
        self.id = id
        self.period = period
        self.resolvedAt = resolvedAt
        self.resolvedBy = resolvedBy
        self.spendLimit = spendLimit
        self.spendSummary = spendSummary
        self.status = status
        self.type = "spend_limit_increase_request"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            actor: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            period: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.actor = try container.decodeRequired(SpendLimitIncreaseRequestActor.self, forKey: "actor", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.period = try container.decodeRequired(SpendLimitPeriod.self, forKey: "period", in: decoder)
        self.resolvedAt = try container.decodeIfPresent(String.self, forKey: "resolved_at")
        self.resolvedBy = try container.decodeIfPresent(SpendLimitIncreaseRequestResolvedBy.self, forKey: "resolved_by")
        self.spendLimit = try container.decodeIfPresent(SpendLimit.self, forKey: "spend_limit")
        self.spendSummary = try container.decodeIfPresent(SpendSummary.self, forKey: "spend_summary")
        self.status = try container.decodeRequired(SpendLimitIncreaseRequestStatus.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "spend_limit_increase_request")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.actor, forKey: "actor")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.period, forKey: "period")
        try container.encodeIfPresent(self.resolvedAt, forKey: "resolved_at")
        try container.encodeIfPresent(self.resolvedBy, forKey: "resolved_by")
        try container.encodeIfPresent(self.spendLimit, forKey: "spend_limit")
        try container.encodeIfPresent(self.spendSummary, forKey: "spend_summary")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == OrganizationSpendLimitsIncreaseRequestApproveResponseIncreaseRequestApproveResponse {
    public static var resolvedAt: Self { Self("resolved_at") }
    public static var resolvedBy: Self { Self("resolved_by") }
    public static var spendLimit: Self { Self("spend_limit") }
    public static var spendSummary: Self { Self("spend_summary") }
}
