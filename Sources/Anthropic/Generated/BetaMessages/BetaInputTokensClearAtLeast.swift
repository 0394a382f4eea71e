// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InputTokensClearAtLeast
///
/// - Schema: `#/components/schemas/BetaInputTokensClearAtLeast`
public nonisolated struct BetaInputTokensClearAtLeast: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    /// Value
    public var value: Int

    public init(
        value: Int
    ) {
        self.type = "input_tokens"
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_tokens")
        self.value = try container.decodeRequired(Int.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.value, forKey: "value")
    }
}
