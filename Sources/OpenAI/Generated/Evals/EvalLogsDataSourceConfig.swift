// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A LogsDataSourceConfig which specifies the metadata property of your logs query.
/// This is usually metadata like `usecase=chatbot` or `prompt-version=v2`, etc.
/// The schema returned by this data source config is used to defined what variables are available in your evals.
/// `item` and `sample` are both defined when using this data source config.
///
/// - Schema: `#/components/schemas/EvalLogsDataSourceConfig`
public nonisolated struct EvalLogsDataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of data source. Always `logs`.
    public var type: String

    public var metadata: _OpenAIShared.Metadata?

    /// The json schema for the run data source items.
    /// Learn how to build JSON schemas [here](https://json-schema.org/).
    public var schema: JSONValue

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        schema: JSONValue,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.type = "logs"
        self.metadata = metadata
        self.schema = schema
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            schema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "logs")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.schema = try container.decodeRequired(JSONValue.self, forKey: "schema", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.schema, forKey: "schema")
    }
}

nonisolated extension NullableMember where Owner == EvalLogsDataSourceConfig {
    public static var metadata: Self { Self("metadata") }
}
