// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Learn about [audio inputs](https://platform.openai.com/docs/guides/audio).
///
/// - Schema: `#/components/schemas/ChatCompletionRequestMessageContentPartAudio`
public nonisolated struct ChatCompletionRequestMessageContentPartAudio: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the content part. Always `input_audio`.
    public var type: String

    public var inputAudio: ChatCompletionRequestMessageContentPartAudio.InputAudio

    public var promptCacheBreakpoint: PromptCacheBreakpointParam?

    public init(
        inputAudio: ChatCompletionRequestMessageContentPartAudio.InputAudio,
        promptCacheBreakpoint: PromptCacheBreakpointParam? = nil
    ) {
        self.type = "input_audio"
        self.inputAudio = inputAudio
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputAudio: .emptyValue
        )
    }

    public nonisolated struct InputAudio: Codable, Equatable, Sendable, EmptyDecodable {
        /// Base64 encoded audio data.
        public var data: String

        /// The format of the encoded audio data. Currently supports "wav" and "mp3".
        public var format: ChatCompletionRequestMessageContentPartAudio.InputAudio.Format

        public init(
            data: String,
            format: ChatCompletionRequestMessageContentPartAudio.InputAudio.Format
        ) {
            self.data = data
            self.format = format
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue,
                format: .emptyValue
            )
        }

        /// The format of the encoded audio data. Currently supports "wav" and "mp3".
        public nonisolated enum Format: OpenEnum, EmptyDecodable {
            case wav
            case mp3
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "wav": self = .wav
                case "mp3": self = .mp3
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .wav: "wav"
                case .mp3: "mp3"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
            self.format = try container.decodeRequired(ChatCompletionRequestMessageContentPartAudio.InputAudio.Format.self, forKey: "format", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.data, forKey: "data")
            try container.encode(self.format, forKey: "format")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_audio")
        self.inputAudio = try container.decodeRequired(ChatCompletionRequestMessageContentPartAudio.InputAudio.self, forKey: "input_audio", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.inputAudio, forKey: "input_audio")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
