// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A text output from the model.
///
/// - Schema: `#/components/schemas/OutputTextContent`
public nonisolated struct OutputTextContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the output text. Always `output_text`.
    public var type: String

    /// The text output from the model.
    public var text: String

    /// The annotations of the text output.
    public var annotations: [OpenAIResponses.Annotation]

    public var logprobs: [LogProb]?

    public init(
        text: String,
        annotations: [OpenAIResponses.Annotation],
        logprobs: [LogProb]? = nil
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
        self.logprobs = logprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            annotations: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.annotations = try container.decodeRequired([OpenAIResponses.Annotation].self, forKey: "annotations", in: decoder)
        self.logprobs = try container.decodeIfPresent([LogProb].self, forKey: "logprobs")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
        try container.encode(self.annotations, forKey: "annotations")
        try container.encodeIfPresent(self.logprobs, forKey: "logprobs")
    }
}
