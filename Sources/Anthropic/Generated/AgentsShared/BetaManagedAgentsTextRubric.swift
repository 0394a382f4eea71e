// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Rubric content provided inline as text.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTextRubric`
public nonisolated struct BetaManagedAgentsTextRubric: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Rubric content. Plain text or markdown — the grader treats it as freeform text.
    public var content: String

    public init(
        content: String
    ) {
        self.type = "text"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
    }
}
