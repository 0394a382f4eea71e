// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Deprecated in favor of LogsDataSourceConfig.
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/EvalStoredCompletionsDataSourceConfig`
public struct EvalStoredCompletionsDataSourceConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of data source. Always `stored_completions`.
    public var type: String

    public var metadata: OpenAI.Metadata?

    /// The json schema for the run data source items.
    /// Learn how to build JSON schemas [here](https://json-schema.org/).
    public var schema: JSONValue

    public init(
        schema: JSONValue,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.type = "stored_completions"
        self.metadata = metadata
        self.schema = schema
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            schema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case metadata
        case schema
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "stored_completions")
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.schema = try container.decodeRequired(JSONValue.self, forKey: .schema, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encode(self.schema, forKey: .schema)
    }
}

/// A StoredCompletionsRunDataSource configuration describing a set of filters
///
/// - Schema: `#/components/schemas/EvalStoredCompletionsSource`
public struct EvalStoredCompletionsSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of source. Always `stored_completions`.
    public var type: String

    public var metadata: OpenAI.Metadata?

    public var model: String?

    public var createdAfter: Int?

    public var createdBefore: Int?

    public var limit: Int?

    public init(
        metadata: OpenAI.Metadata? = nil,
        model: String? = nil,
        createdAfter: Int? = nil,
        createdBefore: Int? = nil,
        limit: Int? = nil
    ) {
        self.type = "stored_completions"
        self.metadata = metadata
        self.model = model
        self.createdAfter = createdAfter
        self.createdBefore = createdBefore
        self.limit = limit
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case metadata
        case model
        case createdAfter = "created_after"
        case createdBefore = "created_before"
        case limit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "stored_completions")
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.createdAfter = try container.decodeIfPresent(Int.self, forKey: .createdAfter)
        self.createdBefore = try container.decodeIfPresent(Int.self, forKey: .createdBefore)
        self.limit = try container.decodeIfPresent(Int.self, forKey: .limit)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.createdAfter, forKey: .createdAfter)
        try container.encodeIfPresent(self.createdBefore, forKey: .createdBefore)
        try container.encodeIfPresent(self.limit, forKey: .limit)
    }
}
