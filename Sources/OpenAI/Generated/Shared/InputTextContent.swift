// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A text input to the model.
///
/// - Schema: `#/components/schemas/InputTextContent`
public nonisolated struct InputTextContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the input item. Always `input_text`.
    public var type: String

    /// The text input to the model.
    public var text: String

    public var promptCacheBreakpoint: PromptCacheBreakpointConfig?

    public init(
        text: String,
        promptCacheBreakpoint: PromptCacheBreakpointConfig? = nil
    ) {
        self.type = "input_text"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointConfig.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
