// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Text block that a user contributed to the thread.
///
/// - Schema: `#/components/schemas/UserMessageInputText`
public nonisolated struct UserMessageInputText: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `input_text`.
    public var type: String

    /// Plain-text content supplied by the user.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "input_text"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
    }
}
