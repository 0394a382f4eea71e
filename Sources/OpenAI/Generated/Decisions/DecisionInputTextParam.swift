// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionInputTextParam`
public nonisolated struct DecisionInputTextParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Marks the exact end of a reusable prompt prefix.
    ///
    /// The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`;
    /// the boundary is not rounded to a token block.
    public var promptCacheBreakpoint: DecisionPromptCacheBreakpointParam?

    public var text: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        text: String,
        promptCacheBreakpoint: DecisionPromptCacheBreakpointParam? = nil
    ) {
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.text = text
        self.type = "input_text"
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
        self.promptCacheBreakpoint = try container.decodeIfPresent(DecisionPromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_text")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == DecisionInputTextParam {
    public static var promptCacheBreakpoint: Self { Self("prompt_cache_breakpoint") }
}
