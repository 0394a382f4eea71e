// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Hosted or BYOT tool search configuration for deferred tools.
///
/// - Schema: `#/components/schemas/BetaToolSearchToolParam`
public nonisolated struct BetaToolSearchToolParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the tool. Always `tool_search`.
    public var type: String

    /// Whether tool search is executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    public var description: String?

    public var parameters: BetaEmptyModelParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        execution: ToolSearchExecutionType? = nil,
        description: String? = nil,
        parameters: BetaEmptyModelParam? = nil
    ) {
        self.type = "tool_search"
        self.execution = execution
        self.description = description
        self.parameters = parameters
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search")
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: "execution")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.parameters = try container.decodeIfPresent(BetaEmptyModelParam.self, forKey: "parameters")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.execution, forKey: "execution")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
    }
}

nonisolated extension NullableMember where Owner == BetaToolSearchToolParam {
    public static var description: Self { Self("description") }
    public static var parameters: Self { Self("parameters") }
}
