// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Successful moderation results for the request input or generated output.
///
/// - Schema: `#/components/schemas/ChatCompletionModerationResults`
public nonisolated struct ChatCompletionModerationResults: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `moderation_results`.
    public var type: String

    /// The moderation model used to generate the results.
    public var model: String

    /// A list of moderation results.
    public var results: [ModerationResultBody]

    public init(
        model: String,
        results: [ModerationResultBody]
    ) {
        self.type = "moderation_results"
        self.model = model
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            results: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "moderation_results")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.results = try container.decodeRequired([ModerationResultBody].self, forKey: "results", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.results, forKey: "results")
    }
}
