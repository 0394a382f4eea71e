// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/StaticChunkingStrategy`
public struct StaticChunkingStrategy: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case maxChunkSizeTokens = "max_chunk_size_tokens"
        case chunkOverlapTokens = "chunk_overlap_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.maxChunkSizeTokens = try container.decodeRequired(Int.self, forKey: .maxChunkSizeTokens, in: decoder)
        self.chunkOverlapTokens = try container.decodeRequired(Int.self, forKey: .chunkOverlapTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.maxChunkSizeTokens, forKey: .maxChunkSizeTokens)
        try container.encode(self.chunkOverlapTokens, forKey: .chunkOverlapTokens)
    }
}

/// Customize your own chunking strategy by setting chunk size and chunk overlap.
///
/// - Schema: `#/components/schemas/StaticChunkingStrategyRequestParam`
public struct StaticChunkingStrategyRequestParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `static`.
    public var type: String

    public var `static`: StaticChunkingStrategy

    public init(
        `static`: StaticChunkingStrategy
    ) {
        self.type = "static"
        self.static = `static`
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            static: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case `static`
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "static")
        self.static = try container.decodeRequired(StaticChunkingStrategy.self, forKey: .static, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.static, forKey: .static)
    }
}

/// Static Chunking Strategy
///
/// - Schema: `#/components/schemas/StaticChunkingStrategyResponseParam`
public struct StaticChunkingStrategyResponseParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `static`.
    public var type: String

    public var `static`: StaticChunkingStrategy

    public init(
        `static`: StaticChunkingStrategy
    ) {
        self.type = "static"
        self.static = `static`
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            static: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case `static`
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "static")
        self.static = try container.decodeRequired(StaticChunkingStrategy.self, forKey: .static, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.static, forKey: .static)
    }
}
