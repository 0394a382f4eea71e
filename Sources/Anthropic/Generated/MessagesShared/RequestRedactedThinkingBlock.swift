// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestRedactedThinkingBlock
///
/// - Schema: `#/components/schemas/RequestRedactedThinkingBlock`
public nonisolated struct RequestRedactedThinkingBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Data
    public var data: String

    /// Type
    public var type: String

    public init(
        data: String
    ) {
        self.data = data
        self.type = "redacted_thinking"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "redacted_thinking")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.type, forKey: "type")
    }
}
