// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ContextManagementResponse
///
/// - Schema: `#/components/schemas/BetaContextManagementResponse`
public nonisolated struct BetaContextManagementResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The original token count before context management was applied
    public var originalInputTokens: Int

    public init(
        originalInputTokens: Int
    ) {
        self.originalInputTokens = originalInputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            originalInputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.originalInputTokens = try container.decodeRequired(Int.self, forKey: "original_input_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.originalInputTokens, forKey: "original_input_tokens")
    }
}
