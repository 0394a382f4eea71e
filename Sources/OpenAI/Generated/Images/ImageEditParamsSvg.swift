// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Selects the author model and reasoning effort for `output_format=svg`.
///
/// Supply `svg.model` when SVG model selection is enabled. Otherwise, omit this object. SVG output requires `n=1` and cannot use streaming, partial images, or output compression. Use multipart fields such as `svg[model]`.
///
/// - Schema: `#/components/schemas/ImageEditParamsSvg`
public nonisolated struct ImageEditParamsSvg: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: String?

    /// Reasoning effort for SVG authoring.
    ///
    /// When omitted, uses the author model's default in both Images and Responses.
    public var reasoning: ImageEditParamsSvgReasoning?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String? = nil,
        reasoning: ImageEditParamsSvgReasoning? = nil
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
        self.reasoning = try container.decodeIfPresent(ImageEditParamsSvgReasoning.self, forKey: "reasoning")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
    }
}

nonisolated extension NullableMember where Owner == ImageEditParamsSvg {
    public static var reasoning: Self { Self("reasoning") }
}
