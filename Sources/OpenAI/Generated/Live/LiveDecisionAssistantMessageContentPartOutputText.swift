// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionAssistantMessageContentPartOutputText`
public nonisolated struct LiveDecisionAssistantMessageContentPartOutputText: Codable, Equatable, Sendable, EmptyDecodable {
    /// The text content.
    public var text: String

    public var type: String

    public init(
        text: String
    ) {
        self.text = text
        self.type = "output_text"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "output_text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}
