// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A StoredCompletionsRunDataSource configuration describing a set of filters
///
/// - Schema: `#/components/schemas/EvalStoredCompletionsSource`
public nonisolated struct EvalStoredCompletionsSource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of source. Always `stored_completions`.
    public var type: String

    public var metadata: _OpenAIShared.Metadata?

    public var model: String?

    public var createdAfter: Int?

    public var createdBefore: Int?

    public var limit: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        metadata: _OpenAIShared.Metadata? = nil,
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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "stored_completions")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.createdAfter = try container.decodeIfPresent(Int.self, forKey: "created_after")
        self.createdBefore = try container.decodeIfPresent(Int.self, forKey: "created_before")
        self.limit = try container.decodeIfPresent(Int.self, forKey: "limit")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.createdAfter, forKey: "created_after")
        try container.encodeIfPresent(self.createdBefore, forKey: "created_before")
        try container.encodeIfPresent(self.limit, forKey: "limit")
    }
}

nonisolated extension NullableMember where Owner == EvalStoredCompletionsSource {
    public static var metadata: Self { Self("metadata") }
    public static var model: Self { Self("model") }
    public static var createdAfter: Self { Self("created_after") }
    public static var createdBefore: Self { Self("created_before") }
    public static var limit: Self { Self("limit") }
}
