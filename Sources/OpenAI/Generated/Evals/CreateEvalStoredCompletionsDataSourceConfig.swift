// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Deprecated in favor of LogsDataSourceConfig.
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/CreateEvalStoredCompletionsDataSourceConfig`
public nonisolated struct CreateEvalStoredCompletionsDataSourceConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of data source. Always `stored_completions`.
    public var type: String

    /// Metadata filters for the stored completions data source.
    public var metadata: JSONValue?

    public init(
        metadata: JSONValue? = nil
    ) {
        self.type = "stored_completions"
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "stored_completions")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
