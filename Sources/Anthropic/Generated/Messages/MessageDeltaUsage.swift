// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageDeltaUsage
///
/// - Schema: `#/components/schemas/MessageDeltaUsage`
public nonisolated struct MessageDeltaUsage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The cumulative number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int?

    /// The cumulative number of input tokens read from the cache.
    public var cacheReadInputTokens: Int?

    /// The cumulative number of input tokens which were used.
    public var inputTokens: Int?

    /// The cumulative number of output tokens which were used.
    public var outputTokens: Int

    /// The number of server tool requests.
    public var serverToolUse: ServerToolUsage?

    public init(
        cacheCreationInputTokens: Int?,
        cacheReadInputTokens: Int?,
        inputTokens: Int?,
        outputTokens: Int,
        serverToolUse: ServerToolUsage?
    ) {
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.serverToolUse = serverToolUse
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreationInputTokens: nil,
            cacheReadInputTokens: nil,
            inputTokens: nil,
            outputTokens: .emptyValue,
            serverToolUse: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreationInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_creation_input_tokens")
        self.cacheReadInputTokens = try container.decodeIfPresent(Int.self, forKey: "cache_read_input_tokens")
        self.inputTokens = try container.decodeIfPresent(Int.self, forKey: "input_tokens")
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.serverToolUse = try container.decodeIfPresent(ServerToolUsage.self, forKey: "server_tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cacheCreationInputTokens, forKey: "cache_creation_input_tokens")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encode(self.serverToolUse, forKey: "server_tool_use")
    }
}
