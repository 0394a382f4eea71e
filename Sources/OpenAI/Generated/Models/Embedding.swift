// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an embedding vector returned by embedding endpoint.
///
/// - Schema: `#/components/schemas/Embedding`
public struct Embedding: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the embedding in the list of embeddings.
    public var index: Int

    /// The embedding vector, which is a list of floats. The length of vector depends on the model as listed in the [embedding guide](/docs/guides/embeddings).
    public var embedding: [Double]

    /// The object type, which is always "embedding".
    public var object: String

    public init(
        index: Int,
        embedding: [Double]
    ) {
        self.index = index
        self.embedding = embedding
        self.object = "embedding"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue,
            embedding: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case embedding
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.embedding = try container.decodeRequired([Double].self, forKey: .embedding, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "embedding")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.embedding, forKey: .embedding)
        try container.encode(self.object, forKey: .object)
    }
}
