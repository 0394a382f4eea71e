// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Assistant text supplied as conversation history when starting a Live session.
///
/// - Schema: `#/components/schemas/LiveInitialItemAssistantContentText`
public nonisolated struct LiveInitialItemAssistantContentText: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The message text to include in the Live session’s initial conversation history.
    public var text: String

    /// The text content type. Always `text`.
    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        text: String,
        type: String? = nil
    ) {
        self.text = text
        self.type = type
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.text, forKey: "text")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveInitialItemAssistantContentText {
    public static var type: Self { Self("type") }
}
