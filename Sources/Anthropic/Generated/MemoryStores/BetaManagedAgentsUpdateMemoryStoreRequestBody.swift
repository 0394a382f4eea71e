// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryStoreRequestBody`
public nonisolated struct BetaManagedAgentsUpdateMemoryStoreRequestBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// New human-readable name for the store. 1–255 characters; no control characters. Renaming changes the slug used for the store's `mount_path` in sessions created after the update.
    public var name: String?

    /// New description for the store, up to 1024 characters. Pass an empty string to clear it.
    public var description: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars each) with values up to 512 chars.
    public var metadata: [String: JSONValue]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil,
        description: String? = nil,
        metadata: [String: JSONValue]? = nil
    ) {
        self.name = name
        self.description = description
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUpdateMemoryStoreRequestBody {
    public static var name: Self { Self("name") }
    public static var description: Self { Self("description") }
    public static var metadata: Self { Self("metadata") }
}
