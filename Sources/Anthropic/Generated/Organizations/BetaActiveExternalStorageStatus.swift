// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// At least one Workspace has the storage attached.
///
/// - Schema: `#/components/schemas/BetaActiveExternalStorageStatus`
public nonisolated struct BetaActiveExternalStorageStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the bucket passed its latest recorded check.
    ///
    /// It can stay `true` after the bucket stops working, so don't use it for
    /// monitoring.
    public var healthy: Bool

    /// When the bucket's latest recorded check ran, in RFC 3339.
    public var lastCheckedAt: String

    public var type: String

    public init(
        healthy: Bool,
        lastCheckedAt: String
    ) {
        self.healthy = healthy
        self.lastCheckedAt = lastCheckedAt
        self.type = "active"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            healthy: .emptyValue,
            lastCheckedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.healthy = try container.decodeRequired(Bool.self, forKey: "healthy", in: decoder)
        self.lastCheckedAt = try container.decodeRequired(String.self, forKey: "last_checked_at", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "active")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.healthy, forKey: "healthy")
        try container.encode(self.lastCheckedAt, forKey: "last_checked_at")
        try container.encode(self.type, forKey: "type")
    }
}
