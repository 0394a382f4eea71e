// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An update to the conversation's response configuration.
///
/// Supply reasoning,
/// text, or both. Each setting stays in effect until a later update replaces it.
///
/// - Schema: `#/components/schemas/ResponseConfigurationUpdateItemParam`
public nonisolated struct ResponseConfigurationUpdateItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the configuration update item.
    public var id: String?

    /// Updates to reasoning configuration. Only effort is supported.
    public var reasoning: ResponsesResponseConfigurationUpdateItemParamReasoning?

    /// The text output configuration for subsequent responses.
    public var text: ResponsesResponseConfigurationUpdateItemParamText?

    /// The item type. Always `configuration_update`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String? = nil,
        reasoning: ResponsesResponseConfigurationUpdateItemParamReasoning? = nil,
        text: ResponsesResponseConfigurationUpdateItemParamText? = nil
    ) {
        self.id = id
        self.reasoning = reasoning
        self.text = text
        self.type = "configuration_update"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.reasoning = try container.decodeIfPresent(ResponsesResponseConfigurationUpdateItemParamReasoning.self, forKey: "reasoning")
        self.text = try container.decodeIfPresent(ResponsesResponseConfigurationUpdateItemParamText.self, forKey: "text")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "configuration_update")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == ResponseConfigurationUpdateItemParam {
    public static var id: Self { Self("id") }
    public static var reasoning: Self { Self("reasoning") }
    public static var text: Self { Self("text") }
}
