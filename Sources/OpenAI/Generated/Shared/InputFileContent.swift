// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A file input to the model.
///
/// - Schema: `#/components/schemas/InputFileContent`
public nonisolated struct InputFileContent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the input item. Always `input_file`.
    public var type: String

    public var fileID: String?

    /// The name of the file to be sent to the model.
    public var filename: String?

    /// The content of the file to be sent to the model.
    public var fileData: String?

    public var promptCacheBreakpoint: PromptCacheBreakpointConfig?

    /// The URL of the file to be sent to the model.
    public var fileURL: String?

    /// The detail level of the file to be sent to the model. Use `auto` to let the system select the detail level; for GPT-5.6 and later models, `auto` uses high-quality rendering, which may increase input token usage. Use `low` for lower-cost rendering, or `high` to render the file at higher quality. Defaults to `auto`.
    public var detail: FileInputDetail?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileID: String? = nil,
        filename: String? = nil,
        fileData: String? = nil,
        promptCacheBreakpoint: PromptCacheBreakpointConfig? = nil,
        fileURL: String? = nil,
        detail: FileInputDetail? = nil
    ) {
        self.type = "input_file"
        self.fileID = fileID
        self.filename = filename
        self.fileData = fileData
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.fileURL = fileURL
        self.detail = detail
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_file")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.filename = try container.decodeIfPresent(String.self, forKey: "filename")
        self.fileData = try container.decodeIfPresent(String.self, forKey: "file_data")
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointConfig.self, forKey: "prompt_cache_breakpoint")
        self.fileURL = try container.decodeIfPresent(String.self, forKey: "file_url")
        self.detail = try container.decodeIfPresent(FileInputDetail.self, forKey: "detail")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
        try container.encodeIfPresent(self.filename, forKey: "filename")
        try container.encodeIfPresent(self.fileData, forKey: "file_data")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
        try container.encodeIfPresent(self.fileURL, forKey: "file_url")
        try container.encodeIfPresent(self.detail, forKey: "detail")
    }
}

nonisolated extension NullableMember where Owner == InputFileContent {
    public static var fileID: Self { Self("file_id") }
}
