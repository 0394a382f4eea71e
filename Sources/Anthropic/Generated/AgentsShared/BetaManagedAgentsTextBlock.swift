// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Regular text content.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsTextBlock`
public nonisolated struct BetaManagedAgentsTextBlock: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The text content.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
    }
}
