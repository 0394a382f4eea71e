// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A JsonlRunDataSource object with that specifies a JSONL file that matches the eval
///
/// - Schema: `#/components/schemas/CreateEvalJsonlRunDataSource`
public nonisolated struct CreateEvalJsonlRunDataSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of data source. Always `jsonl`.
    public var type: String

    /// Determines what populates the `item` namespace in the data source.
    public var source: CreateEvalJsonlRunDataSource.Source

    public init(
        source: CreateEvalJsonlRunDataSource.Source
    ) {
        self.type = "jsonl"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    /// Determines what populates the `item` namespace in the data source.
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `file_content`
        case fileContent(EvalJsonlFileContentSource)
        /// - `type`: `file_id`
        case fileID(EvalJsonlFileIdSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_content": self = .fileContent(try EvalJsonlFileContentSource(from: decoder)); return
                case "file_id": self = .fileID(try EvalJsonlFileIdSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileContent(let value): try value.encode(to: encoder)
            case .fileID(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "jsonl")
        self.source = try container.decodeRequired(CreateEvalJsonlRunDataSource.Source.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
    }
}
