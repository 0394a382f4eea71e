// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for creating a `memory_store`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateMemoryStoreRequest`
public nonisolated struct BetaManagedAgentsCreateMemoryStoreRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-readable name for the store. Required; 1–255 characters; no control characters. The mount-path slug under `/mnt/memory/` is derived from this name (lowercased, non-alphanumeric runs collapsed to a hyphen). Names need not be unique within a workspace.
    public var name: String

    /// Free-text description of what the store contains, up to 1024 characters. Included in the agent's system prompt when the store is attached, so word it to be useful to the agent.
    public var description: String?

    /// Arbitrary key-value tags for your own bookkeeping (such as the end user a store belongs to). Up to 16 pairs; keys 1–64 characters; values up to 512 characters. Not visible to the agent.
    public var metadata: [String: String]?

    public init(
        name: String,
        description: String? = nil,
        metadata: [String: String]? = nil
    ) {
        self.name = name
        self.description = description
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
