// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Token counts
///
/// - Schema: `#/components/schemas/TokenCountsResource`
public nonisolated struct TokenCountsResource: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var inputTokens: Int

    public init(
        inputTokens: Int
    ) {
        self.object = "response.input_tokens"
        self.inputTokens = inputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "response.input_tokens")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.inputTokens, forKey: "input_tokens")
    }
}
