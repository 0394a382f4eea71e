// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// CreateEvalRunRequest
///
/// - Schema: `#/components/schemas/CreateEvalRunRequest`
public nonisolated struct CreateEvalRunRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the run.
    public var name: String?

    public var metadata: _OpenAIShared.Metadata?

    /// Details about the run's data source.
    public var dataSource: CreateEvalRunRequest.DataSource

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        dataSource: CreateEvalRunRequest.DataSource,
        name: String? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
        self.dataSource = dataSource
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataSource: .emptyValue
        )
    }

    /// Details about the run's data source.
    public nonisolated enum DataSource: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `jsonl`
        case jsonl(CreateEvalJsonlRunDataSource)
        /// - `type`: `completions`
        case completions(CreateEvalCompletionsRunDataSource)
        /// - `type`: `responses`
        case responses(CreateEvalResponsesRunDataSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "jsonl": self = .jsonl(try CreateEvalJsonlRunDataSource(from: decoder)); return
                case "completions": self = .completions(try CreateEvalCompletionsRunDataSource(from: decoder)); return
                case "responses": self = .responses(try CreateEvalResponsesRunDataSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .jsonl(let value): try value.encode(to: encoder)
            case .completions(let value): try value.encode(to: encoder)
            case .responses(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.dataSource = try container.decodeRequired(CreateEvalRunRequest.DataSource.self, forKey: "data_source", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.dataSource, forKey: "data_source")
    }
}

nonisolated extension NullableMember where Owner == CreateEvalRunRequest {
    public static var metadata: Self { Self("metadata") }
}
