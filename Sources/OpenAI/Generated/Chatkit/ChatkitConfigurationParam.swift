// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional per-session configuration settings for ChatKit behavior.
///
/// - Schema: `#/components/schemas/ChatkitConfigurationParam`
public nonisolated struct ChatkitConfigurationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Configuration for automatic thread titling. When omitted, automatic thread titling is enabled by default.
    public var automaticThreadTitling: AutomaticThreadTitlingParam?

    /// Configuration for upload enablement and limits. When omitted, uploads are disabled by default (max_files 10, max_file_size 512 MB).
    public var fileUpload: FileUploadParam?

    /// Configuration for chat history retention. When omitted, history is enabled by default with no limit on recent_threads (null).
    public var history: HistoryParam?

    public init(
        automaticThreadTitling: AutomaticThreadTitlingParam? = nil,
        fileUpload: FileUploadParam? = nil,
        history: HistoryParam? = nil
    ) {
        self.automaticThreadTitling = automaticThreadTitling
        self.fileUpload = fileUpload
        self.history = history
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.automaticThreadTitling = try container.decodeIfPresent(AutomaticThreadTitlingParam.self, forKey: "automatic_thread_titling")
        self.fileUpload = try container.decodeIfPresent(FileUploadParam.self, forKey: "file_upload")
        self.history = try container.decodeIfPresent(HistoryParam.self, forKey: "history")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.automaticThreadTitling, forKey: "automatic_thread_titling")
        try container.encodeIfPresent(self.fileUpload, forKey: "file_upload")
        try container.encodeIfPresent(self.history, forKey: "history")
    }
}
