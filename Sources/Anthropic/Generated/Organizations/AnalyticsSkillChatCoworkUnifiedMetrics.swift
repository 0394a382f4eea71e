// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in Chat and Cowork unified on one day: `chat` holds its use
/// in chat conversations and `sessions` its use in Cowork sessions.
///
/// - Schema: `#/components/schemas/AnalyticsSkillChatCoworkUnifiedMetrics`
public nonisolated struct AnalyticsSkillChatCoworkUnifiedMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// A skill's use in chat conversations recorded while members had Chat and Cowork
    /// unified turned on.
    public var chat: AnalyticsSkillChatCoworkUnifiedChatMetrics

    /// A skill's use in Cowork sessions recorded while members had Chat and Cowork
    /// unified turned on.
    public var sessions: AnalyticsSkillChatCoworkUnifiedSessionsMetrics

    public init(
        chat: AnalyticsSkillChatCoworkUnifiedChatMetrics,
        sessions: AnalyticsSkillChatCoworkUnifiedSessionsMetrics
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
        self.chat = try container.decodeRequired(AnalyticsSkillChatCoworkUnifiedChatMetrics.self, forKey: "chat", in: decoder)
        self.sessions = try container.decodeRequired(AnalyticsSkillChatCoworkUnifiedSessionsMetrics.self, forKey: "sessions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.chat, forKey: "chat")
        try container.encode(self.sessions, forKey: "sessions")
    }
}
