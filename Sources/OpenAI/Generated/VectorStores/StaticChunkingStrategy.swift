// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/StaticChunkingStrategy`
public nonisolated struct StaticChunkingStrategy: Codable, Equatable, Sendable, EmptyDecodable {
    /// The maximum number of tokens in each chunk. The default value is `800`. The minimum value is `100` and the maximum value is `4096`.
    public var maxChunkSizeTokens: Int

    /// The number of tokens that overlap between chunks. The default value is `400`.
    ///
    /// Note that the overlap must not exceed half of `max_chunk_size_tokens`.
    public var chunkOverlapTokens: Int

    public init(
        maxChunkSizeTokens: Int,
        chunkOverlapTokens: Int
    ) {
        self.maxChunkSizeTokens = maxChunkSizeTokens
        self.chunkOverlapTokens = chunkOverlapTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            maxChunkSizeTokens: .emptyValue,
            chunkOverlapTokens: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.maxChunkSizeTokens = try container.decodeRequired(Int.self, forKey: "max_chunk_size_tokens", in: decoder)
        self.chunkOverlapTokens = try container.decodeRequired(Int.self, forKey: "chunk_overlap_tokens", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.maxChunkSizeTokens, forKey: "max_chunk_size_tokens")
        try container.encode(self.chunkOverlapTokens, forKey: "chunk_overlap_tokens")
    }
}
