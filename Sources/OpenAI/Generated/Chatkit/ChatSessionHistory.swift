// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// History retention preferences returned for the session.
///
/// - Schema: `#/components/schemas/ChatSessionHistory`
public nonisolated struct ChatSessionHistory: Codable, Equatable, Sendable, EmptyDecodable {
    /// Indicates if chat history is persisted for the session.
    public var enabled: Bool

    public var recentThreads: Int?

    public init(
        enabled: Bool,
        recentThreads: Int?
    ) {
        self.enabled = enabled
        self.recentThreads = recentThreads
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            recentThreads: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.recentThreads = try container.decodeIfPresent(Int.self, forKey: "recent_threads")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.recentThreads, forKey: "recent_threads")
    }
}
