// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/HybridSearchOptions`
public nonisolated struct HybridSearchOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// The weight of the embedding in the reciprocal ranking fusion.
    public var embeddingWeight: Double

    /// The weight of the text in the reciprocal ranking fusion.
    public var textWeight: Double

    public init(
        embeddingWeight: Double,
        textWeight: Double
    ) {
        self.embeddingWeight = embeddingWeight
        self.textWeight = textWeight
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            embeddingWeight: .emptyValue,
            textWeight: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.embeddingWeight = try container.decodeRequired(Double.self, forKey: "embedding_weight", in: decoder)
        self.textWeight = try container.decodeRequired(Double.self, forKey: "text_weight", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.embeddingWeight, forKey: "embedding_weight")
        try container.encode(self.textWeight, forKey: "text_weight")
    }
}
