// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A text input to the model.
///
/// - Schema: `#/components/schemas/InputTextContentParam`
public nonisolated struct InputTextContentParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the input item. Always `input_text`.
    public var type: String

    /// The text input to the model.
    public var text: String

    public var promptCacheBreakpoint: PromptCacheBreakpointParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        text: String,
        promptCacheBreakpoint: PromptCacheBreakpointParam? = nil
    ) {
        self.type = "input_text"
        self.text = text
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.nullNames = []
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
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}

nonisolated extension NullableMember where Owner == InputTextContentParam {
    public static var promptCacheBreakpoint: Self { Self("prompt_cache_breakpoint") }
}
