// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A data source config which specifies the metadata property of your logs query.
/// This is usually metadata like `usecase=chatbot` or `prompt-version=v2`, etc.
///
/// - Schema: `#/components/schemas/CreateEvalLogsDataSourceConfig`
public nonisolated struct CreateEvalLogsDataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of data source. Always `logs`.
    public var type: String

    /// Metadata filters for the logs data source.
    public var metadata: JSONValue?

    public init(
        metadata: JSONValue? = nil
    ) {
        self.type = "logs"
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "logs")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
