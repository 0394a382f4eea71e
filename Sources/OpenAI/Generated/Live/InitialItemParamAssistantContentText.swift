// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Assistant text supplied as conversation history when starting a Live session.
///
/// - Schema: `#/components/schemas/InitialItemParamAssistantContentText`
public nonisolated struct InitialItemParamAssistantContentText: Codable, Equatable, Sendable, EmptyDecodable {
    /// The message text to include in the Live session’s initial conversation history.
    public var text: String

    /// The text content type. Always `text`.
    public var type: String?

    public init(
        text: String,
        type: String? = nil
    ) {
        self.text = text
        self.type = type
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
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}
