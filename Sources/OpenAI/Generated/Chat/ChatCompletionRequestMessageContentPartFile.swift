// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Learn about [file inputs](https://platform.openai.com/docs/guides/text) for text generation.
///
/// - Schema: `#/components/schemas/ChatCompletionRequestMessageContentPartFile`
public nonisolated struct ChatCompletionRequestMessageContentPartFile: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the content part. Always `file`.
    public var type: String

    public var file: ChatCompletionRequestMessageContentPartFile.File

    public var promptCacheBreakpoint: PromptCacheBreakpointParam?

    public init(
        file: ChatCompletionRequestMessageContentPartFile.File,
        promptCacheBreakpoint: PromptCacheBreakpointParam? = nil
    ) {
        self.type = "file"
        self.file = file
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            file: .emptyValue
        )
    }

    public nonisolated struct File: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the file, used when passing the file to the model as a
        /// string.
        public var filename: String?

        /// The base64 encoded file data, used when passing the file to the model
        /// as a string.
        public var fileData: String?

        /// The ID of an uploaded file to use as input.
        public var fileID: String?

        public init(
            filename: String? = nil,
            fileData: String? = nil,
            fileID: String? = nil
        ) {
            self.filename = filename
            self.fileData = fileData
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.filename = try container.decodeIfPresent(String.self, forKey: "filename")
            self.fileData = try container.decodeIfPresent(String.self, forKey: "file_data")
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.filename, forKey: "filename")
            try container.encodeIfPresent(self.fileData, forKey: "file_data")
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.file = try container.decodeRequired(ChatCompletionRequestMessageContentPartFile.File.self, forKey: "file", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.file, forKey: "file")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
