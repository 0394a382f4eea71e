// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ChatKit configuration for the session.
///
/// - Schema: `#/components/schemas/ChatSessionChatkitConfiguration`
public nonisolated struct ChatSessionChatkitConfiguration: Codable, Equatable, Sendable, EmptyDecodable {
    /// Automatic thread titling preferences.
    public var automaticThreadTitling: ChatSessionAutomaticThreadTitling

    /// Upload settings for the session.
    public var fileUpload: ChatSessionFileUpload

    /// History retention configuration.
    public var history: ChatSessionHistory

    public init(
        automaticThreadTitling: ChatSessionAutomaticThreadTitling,
        fileUpload: ChatSessionFileUpload,
        history: ChatSessionHistory
    ) {
        self.automaticThreadTitling = automaticThreadTitling
        self.fileUpload = fileUpload
        self.history = history
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            automaticThreadTitling: .emptyValue,
            fileUpload: .emptyValue,
            history: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.automaticThreadTitling = try container.decodeRequired(ChatSessionAutomaticThreadTitling.self, forKey: "automatic_thread_titling", in: decoder)
        self.fileUpload = try container.decodeRequired(ChatSessionFileUpload.self, forKey: "file_upload", in: decoder)
        self.history = try container.decodeRequired(ChatSessionHistory.self, forKey: "history", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.automaticThreadTitling, forKey: "automatic_thread_titling")
        try container.encode(self.fileUpload, forKey: "file_upload")
        try container.encode(self.history, forKey: "history")
    }
}
