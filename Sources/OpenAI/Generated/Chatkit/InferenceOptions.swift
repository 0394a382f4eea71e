// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model and tool overrides applied when generating the assistant response.
///
/// - Schema: `#/components/schemas/InferenceOptions`
public nonisolated struct InferenceOptions: Codable, Equatable, Sendable, EmptyDecodable {
    public var toolChoice: OpenAIPlatform.ToolChoice?

    public var model: String?

    public init(
        toolChoice: OpenAIPlatform.ToolChoice?,
        model: String?
    ) {
        self.toolChoice = toolChoice
        self.model = model
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolChoice: nil,
            model: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolChoice = try container.decodeIfPresent(OpenAIPlatform.ToolChoice.self, forKey: "tool_choice")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.toolChoice, forKey: "tool_choice")
        try container.encode(self.model, forKey: "model")
    }
}
