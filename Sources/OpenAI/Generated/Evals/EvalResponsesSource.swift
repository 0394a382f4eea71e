// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A EvalResponsesSource object describing a run data source configuration.
///
/// - Schema: `#/components/schemas/EvalResponsesSource`
public nonisolated struct EvalResponsesSource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of run data source. Always `responses`.
    public var type: String

    public var metadata: JSONValue?

    public var model: String?

    public var instructionsSearch: String?

    public var createdAfter: Int?

    public var createdBefore: Int?

    public var reasoningEffort: _OpenAIShared.ReasoningEffort?

    public var temperature: Double?

    public var topP: Double?

    public var users: [String]?

    public var tools: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        metadata: JSONValue? = nil,
        model: String? = nil,
        instructionsSearch: String? = nil,
        createdAfter: Int? = nil,
        createdBefore: Int? = nil,
        reasoningEffort: _OpenAIShared.ReasoningEffort? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        users: [String]? = nil,
        tools: [String]? = nil
    ) {
        self.type = "responses"
        self.metadata = metadata
        self.model = model
        self.instructionsSearch = instructionsSearch
        self.createdAfter = createdAfter
        self.createdBefore = createdBefore
        self.reasoningEffort = reasoningEffort
        self.temperature = temperature
        self.topP = topP
        self.users = users
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "responses")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.instructionsSearch = try container.decodeIfPresent(String.self, forKey: "instructions_search")
        self.createdAfter = try container.decodeIfPresent(Int.self, forKey: "created_after")
        self.createdBefore = try container.decodeIfPresent(Int.self, forKey: "created_before")
        self.reasoningEffort = try container.decodeIfPresent(_OpenAIShared.ReasoningEffort.self, forKey: "reasoning_effort")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.users = try container.decodeIfPresent([String].self, forKey: "users")
        self.tools = try container.decodeIfPresent([String].self, forKey: "tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.instructionsSearch, forKey: "instructions_search")
        try container.encodeIfPresent(self.createdAfter, forKey: "created_after")
        try container.encodeIfPresent(self.createdBefore, forKey: "created_before")
        try container.encodeIfPresent(self.reasoningEffort, forKey: "reasoning_effort")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encodeIfPresent(self.users, forKey: "users")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == EvalResponsesSource {
    public static var metadata: Self { Self("metadata") }
    public static var model: Self { Self("model") }
    public static var instructionsSearch: Self { Self("instructions_search") }
    public static var createdAfter: Self { Self("created_after") }
    public static var createdBefore: Self { Self("created_before") }
    public static var reasoningEffort: Self { Self("reasoning_effort") }
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
    public static var users: Self { Self("users") }
    public static var tools: Self { Self("tools") }
}
