// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls how much historical context is retained for the session.
///
/// - Schema: `#/components/schemas/HistoryParam`
public nonisolated struct HistoryParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Enables chat users to access previous ChatKit threads. Defaults to true.
    public var enabled: Bool?

    /// Number of recent ChatKit threads users have access to. Defaults to unlimited when unset.
    public var recentThreads: Int?

    public init(
        enabled: Bool? = nil,
        recentThreads: Int? = nil
    ) {
        self.enabled = enabled
        self.recentThreads = recentThreads
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.recentThreads = try container.decodeIfPresent(Int.self, forKey: "recent_threads")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.recentThreads, forKey: "recent_threads")
    }
}
