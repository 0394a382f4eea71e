// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A connector's use in Chat and Cowork unified on one day: `chat` holds its
/// use in chat conversations and `sessions` its use in Cowork sessions.
///
/// - Schema: `#/components/schemas/AnalyticsConnectorChatCoworkUnifiedMetrics`
public nonisolated struct AnalyticsConnectorChatCoworkUnifiedMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// A connector's use in chat conversations recorded while members had Chat and
    /// Cowork unified turned on.
    public var chat: AnalyticsConnectorChatCoworkUnifiedChatMetrics

    /// A connector's use in Cowork sessions recorded while members had Chat and Cowork
    /// unified turned on.
    public var sessions: AnalyticsConnectorChatCoworkUnifiedSessionsMetrics

    public init(
        chat: AnalyticsConnectorChatCoworkUnifiedChatMetrics,
        sessions: AnalyticsConnectorChatCoworkUnifiedSessionsMetrics
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
        self.chat = try container.decodeRequired(AnalyticsConnectorChatCoworkUnifiedChatMetrics.self, forKey: "chat", in: decoder)
        self.sessions = try container.decodeRequired(AnalyticsConnectorChatCoworkUnifiedSessionsMetrics.self, forKey: "sessions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.chat, forKey: "chat")
        try container.encode(self.sessions, forKey: "sessions")
    }
}
