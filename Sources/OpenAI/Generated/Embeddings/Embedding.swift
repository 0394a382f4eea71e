// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an embedding vector returned by embedding endpoint.
///
/// - Schema: `#/components/schemas/Embedding`
public nonisolated struct Embedding: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the embedding in the list of embeddings.
    public var index: Int

    /// The object type, which is always "embedding".
    public var object: String

    /// The embedding vector, which is a list of floats. The length of vector depends on the model as listed in the [embedding guide](/docs/guides/embeddings). A base64 string of little-endian float32 values when the request's `encoding_format` is `base64`.
    public var embedding: Embedding.EmbeddingValue

    public init(
        index: Int,
        embedding: Embedding.EmbeddingValue
    ) {
        self.index = index
        self.object = "embedding"
        self.embedding = embedding
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue,
            embedding: .emptyValue
        )
    }

    /// The embedding vector, which is a list of floats. The length of vector depends on the model as listed in the [embedding guide](/docs/guides/embeddings). A base64 string of little-endian float32 values when the request's `encoding_format` is `base64`.
    public nonisolated enum EmbeddingValue: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Floats
        case floats([Double])
        /// The vector as base64-encoded little-endian float32 values.
        case base64(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .base64(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .floats(try [Double](from: decoder)); return
            case .string:
                self = .base64(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .floats(let value): try value.encode(to: encoder)
            case .base64(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "embedding")
        self.embedding = try container.decodeRequired(Embedding.EmbeddingValue.self, forKey: "embedding", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.embedding, forKey: "embedding")
    }
}
