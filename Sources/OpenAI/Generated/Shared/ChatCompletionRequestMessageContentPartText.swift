// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Learn about [text inputs](https://platform.openai.com/docs/guides/text-generation).
///
/// - Schema: `#/components/schemas/ChatCompletionRequestMessageContentPartText`
public nonisolated struct ChatCompletionRequestMessageContentPartText: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the content part.
    public var type: String

    /// The text content.
    public var text: String

    public var promptCacheBreakpoint: PromptCacheBreakpointParam?

    public init(
        text: String,
        promptCacheBreakpoint: PromptCacheBreakpointParam? = nil
    ) {
        self.type = "text"
        self.text = text
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
