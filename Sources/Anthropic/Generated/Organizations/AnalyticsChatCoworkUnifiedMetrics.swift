// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Activity in Chat and Cowork unified for one user on one day: `chat` holds
/// chat activity and `sessions` holds Cowork session activity.
///
/// - Schema: `#/components/schemas/AnalyticsChatCoworkUnifiedMetrics`
public nonisolated struct AnalyticsChatCoworkUnifiedMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Chat activity recorded while members had Chat and Cowork unified turned on.
    public var chat: AnalyticsChatCoworkUnifiedChatMetrics

    /// Cowork session activity recorded while members had Chat and Cowork unified
    /// turned on.
    public var sessions: AnalyticsChatCoworkUnifiedSessionsMetrics

    public init(
        chat: AnalyticsChatCoworkUnifiedChatMetrics,
        sessions: AnalyticsChatCoworkUnifiedSessionsMetrics
    ) {
        self.chat = chat
        self.sessions = sessions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            chat: .emptyValue,
            sessions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.chat = try container.decodeRequired(AnalyticsChatCoworkUnifiedChatMetrics.self, forKey: "chat", in: decoder)
        self.sessions = try container.decodeRequired(AnalyticsChatCoworkUnifiedSessionsMetrics.self, forKey: "sessions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.chat, forKey: "chat")
        try container.encode(self.sessions, forKey: "sessions")
    }
}
