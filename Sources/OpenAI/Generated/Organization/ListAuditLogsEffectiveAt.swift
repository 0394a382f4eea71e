// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct ListAuditLogsEffectiveAt: Codable, Equatable, Sendable, EmptyDecodable {
    /// Return only events whose `effective_at` (Unix seconds) is greater than this value.
    public var gt: Int?

    /// Return only events whose `effective_at` (Unix seconds) is greater than or equal to this value.
    public var gte: Int?

    /// Return only events whose `effective_at` (Unix seconds) is less than this value.
    public var lt: Int?

    /// Return only events whose `effective_at` (Unix seconds) is less than or equal to this value.
    public var lte: Int?

    public init(
        gt: Int? = nil,
        gte: Int? = nil,
        lt: Int? = nil,
        lte: Int? = nil
    ) {
        self.gt = gt
        self.gte = gte
        self.lt = lt
        self.lte = lte
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.gt = try container.decodeIfPresent(Int.self, forKey: "gt")
        self.gte = try container.decodeIfPresent(Int.self, forKey: "gte")
        self.lt = try container.decodeIfPresent(Int.self, forKey: "lt")
        self.lte = try container.decodeIfPresent(Int.self, forKey: "lte")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.gt, forKey: "gt")
        try container.encodeIfPresent(self.gte, forKey: "gte")
        try container.encodeIfPresent(self.lt, forKey: "lt")
        try container.encodeIfPresent(self.lte, forKey: "lte")
    }
}
