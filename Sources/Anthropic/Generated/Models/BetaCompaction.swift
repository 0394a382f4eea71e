// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CompactionContentBlockDelta
///
/// - Schema: `#/components/schemas/BetaCompactionContentBlockDelta`
public struct BetaCompactionContentBlockDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: String?

    /// Opaque metadata from prior compaction, to be round-tripped verbatim
    public var encryptedContent: String?

    /// Type
    public var type: String

    public init(
        content: String?,
        encryptedContent: String?
    ) {
        self.content = content
        self.encryptedContent = encryptedContent
        self.type = "compaction_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: nil,
            encryptedContent: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case encryptedContent = "encrypted_content"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeIfPresent(String.self, forKey: .content)
        self.encryptedContent = try container.decodeIfPresent(String.self, forKey: .encryptedContent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "compaction_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.encryptedContent, forKey: .encryptedContent)
        try container.encode(self.type, forKey: .type)
    }
}

/// Token usage for a compaction iteration.
///
/// - Schema: `#/components/schemas/BetaCompactionIterationUsage`
public struct BetaCompactionIterationUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: BetaCacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of input tokens which were used.
    public var inputTokens: Int

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// Usage for a compaction iteration
    public var type: String

    public init(
        cacheCreation: BetaCacheCreation?,
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        outputTokens: Int
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.type = "compaction"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: nil,
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            inputTokens: .emptyValue,
            outputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheCreation = "cache_creation"
        case cacheCreationInputTokens = "cache_creation_input_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case inputTokens = "input_tokens"
        case outputTokens = "output_tokens"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheCreation = try container.decodeIfPresent(BetaCacheCreation.self, forKey: .cacheCreation)
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: .cacheCreationInputTokens, in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: .cacheReadInputTokens, in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "compaction")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.cacheCreation, forKey: .cacheCreation)
        try container.encode(self.cacheCreationInputTokens, forKey: .cacheCreationInputTokens)
        try container.encode(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.type, forKey: .type)
    }
}
