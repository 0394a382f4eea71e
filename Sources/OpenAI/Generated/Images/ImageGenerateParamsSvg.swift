// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Selects the model and reasoning effort used to author SVG output.
///
/// Requires output_format=svg and access to SVG model selection. When model selection is enabled, supply svg.model. When model selection is disabled, omit this object. The top-level model selects the image model that creates the reference image. SVG generation requires n=1 and does not support streaming, partial images, prompt_rewriter, or output_compression.
///
/// - Schema: `#/components/schemas/ImageGenerateParamsSvg`
public nonisolated struct ImageGenerateParamsSvg: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Model used to author the SVG. Required when SVG model selection is enabled.
    public var model: String

    /// Reasoning settings for the SVG author, independent of image complexity.
    ///
    /// Omitted or null effort uses the author model's default. Supported efforts depend
    /// on the selected author model.
    public var reasoning: ImageGenerateParamsSvgReasoning?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String,
        reasoning: ImageGenerateParamsSvgReasoning? = nil
    ) {
        self.model = model
        self.reasoning = reasoning
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.reasoning = try container.decodeIfPresent(ImageGenerateParamsSvgReasoning.self, forKey: "reasoning")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
    }
}

nonisolated extension NullableMember where Owner == ImageGenerateParamsSvg {
    public static var reasoning: Self { Self("reasoning") }
}
