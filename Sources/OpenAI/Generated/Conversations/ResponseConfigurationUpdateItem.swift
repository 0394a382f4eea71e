// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A configuration update for subsequent responses.
///
/// Each setting stays in effect
/// until a later update replaces that setting.
///
/// - Schema: `#/components/schemas/ResponseConfigurationUpdateItem`
public nonisolated struct ResponseConfigurationUpdateItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the configuration update item.
    public var id: String

    /// The reasoning configuration applied by this update.
    public var reasoning: ResponsesResponseConfigurationUpdateItemReasoning?

    /// The text output configuration for subsequent responses.
    public var text: ResponsesResponseConfigurationUpdateItemText?

    /// The item type. Always `configuration_update`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        reasoning: ResponsesResponseConfigurationUpdateItemReasoning? = nil,
        text: ResponsesResponseConfigurationUpdateItemText? = nil
    ) {
        self.id = id
        self.reasoning = reasoning
        self.text = text
        self.type = "configuration_update"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.reasoning = try container.decodeIfPresent(ResponsesResponseConfigurationUpdateItemReasoning.self, forKey: "reasoning")
        self.text = try container.decodeIfPresent(ResponsesResponseConfigurationUpdateItemText.self, forKey: "text")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "configuration_update")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == ResponseConfigurationUpdateItem {
    public static var reasoning: Self { Self("reasoning") }
    public static var text: Self { Self("text") }
}
