// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// SVG author model settings.
///
/// Requires `output_format` to be `svg`.
/// When SVG model selection is enabled, omitting this object uses the
/// outer response model. Otherwise, the default SVG author is used and
/// explicit model overrides are unavailable.
///
/// - Schema: `#/components/schemas/ResponseToolSearchOutputItemParamToolImageGenerationSvg`
public nonisolated struct ResponseToolSearchOutputItemParamToolImageGenerationSvg: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: String?

    /// Reasoning effort for SVG authoring.
    ///
    /// When omitted, uses the author model's default in both Images and Responses.
    public var reasoning: ResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String? = nil,
        reasoning: ResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning? = nil
    ) {
        self.model = model
        self.reasoning = reasoning
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.reasoning = try container.decodeIfPresent(ResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning.self, forKey: "reasoning")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
    }
}

nonisolated extension NullableMember where Owner == ResponseToolSearchOutputItemParamToolImageGenerationSvg {
    public static var model: Self { Self("model") }
    public static var reasoning: Self { Self("reasoning") }
}
