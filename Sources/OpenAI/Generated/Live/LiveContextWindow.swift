// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The latest measured Live context-window usage.
///
/// Omitted when the context limit is unknown.
///
/// - Schema: `#/components/schemas/LiveContextWindow`
public nonisolated struct LiveContextWindow: Codable, Equatable, Sendable, EmptyDecodable {
    /// The latest active context token count divided by the Live model context limit.
    ///
    /// Can decrease after compaction and may lag between measured audio frames.
    public var usageRatio: Double

    public init(
        usageRatio: Double
    ) {
        self.usageRatio = usageRatio
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            usageRatio: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.usageRatio = try container.decodeRequired(Double.self, forKey: "usage_ratio", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.usageRatio, forKey: "usage_ratio")
    }
}
