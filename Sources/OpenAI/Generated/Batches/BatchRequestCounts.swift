// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The request counts for different statuses within the batch.
///
/// - Schema: `#/components/schemas/BatchRequestCounts`
public nonisolated struct BatchRequestCounts: Codable, Equatable, Sendable, EmptyDecodable {
    /// Total number of requests in the batch.
    public var total: Int

    /// Number of requests that have been completed successfully.
    public var completed: Int

    /// Number of requests that have failed.
    public var failed: Int

    public init(
        total: Int,
        completed: Int,
        failed: Int
    ) {
        self.total = total
        self.completed = completed
        self.failed = failed
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            total: .emptyValue,
            completed: .emptyValue,
            failed: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.total = try container.decodeRequired(Int.self, forKey: "total", in: decoder)
        self.completed = try container.decodeRequired(Int.self, forKey: "completed", in: decoder)
        self.failed = try container.decodeRequired(Int.self, forKey: "failed", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.total, forKey: "total")
        try container.encode(self.completed, forKey: "completed")
        try container.encode(self.failed, forKey: "failed")
    }
}
