// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Selects the author model and reasoning effort for `output_format=svg`.
///
/// Supply `svg.model` when SVG model selection is enabled. Otherwise, omit this object. SVG output requires `n=1` and cannot use streaming, partial images, or output compression. Use multipart fields such as `svg[model]`.
///
/// - Schema: `#/components/schemas/ImageEditParamsSvg`
public struct ImageEditParamsSvg: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String?

    /// Reasoning effort for SVG authoring.
    ///
    /// When omitted, uses the author model's default in both Images and Responses.
    public var reasoning: ImageEditParamsSvgReasoning?

    public init(
        model: String? = nil,
        reasoning: ImageEditParamsSvgReasoning? = nil
    ) {
        self.model = model
        self.reasoning = reasoning
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.reasoning = try container.decodeIfPresent(ImageEditParamsSvgReasoning.self, forKey: "reasoning")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
    }
}
