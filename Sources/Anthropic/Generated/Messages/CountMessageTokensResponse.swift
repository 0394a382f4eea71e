// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CountMessageTokensResponse
///
/// - Schema: `#/components/schemas/CountMessageTokensResponse`
public nonisolated struct CountMessageTokensResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The total number of tokens across the provided list of messages, system prompt, and tools.
    public var inputTokens: Int

    public init(
        inputTokens: Int
    ) {
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
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.inputTokens, forKey: "input_tokens")
    }
}
