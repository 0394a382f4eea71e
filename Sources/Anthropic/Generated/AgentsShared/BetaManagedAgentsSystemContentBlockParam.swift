// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Content block in a mid-conversation system message. Text-only.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSystemContentBlockParam`
public nonisolated struct BetaManagedAgentsSystemContentBlockParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The text content.
    public var text: String

    public var type: String

    public init(
        text: String
    ) {
        self.text = text
        self.type = "text"
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
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}
