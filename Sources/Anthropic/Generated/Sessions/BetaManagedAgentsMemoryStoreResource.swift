// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A memory store attached to an agent session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStoreResource`
public nonisolated struct BetaManagedAgentsMemoryStoreResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// The memory store ID (memstore_...). Must belong to the caller's organization and workspace.
    public var memoryStoreID: String

    /// Access mode for the mounted store. Defaults to read_write. read_only mounts the store as a read-only filesystem.
    public var access: BetaManagedAgentsMountMode?

    /// Display name of the memory store, snapshotted at attach time. Later edits to the store's name do not propagate to this resource.
    public var name: String?

    /// Description of the memory store, snapshotted at attach time. Rendered into the agent's system prompt. Empty string when the store has no description.
    public var description: String?

    /// Per-attachment guidance for the agent on how to use this store. Rendered into the memory section of the system prompt. Max 4096 chars.
    public var instructions: String?

    /// Filesystem path where the store is mounted in the session container, e.g. /mnt/memory/user-preferences. Derived from the store's name. Output-only.
    public var mountPath: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        memoryStoreID: String,
        access: BetaManagedAgentsMountMode? = nil,
        name: String? = nil,
        description: String? = nil,
        instructions: String? = nil,
        mountPath: String? = nil
    ) {
        self.type = "memory_store"
        self.memoryStoreID = memoryStoreID
        self.access = access
        self.name = name
        self.description = description
        self.instructions = instructions
        self.mountPath = mountPath
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            memoryStoreID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory_store")
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: "memory_store_id", in: decoder)
        self.access = try container.decodeIfPresent(BetaManagedAgentsMountMode.self, forKey: "access")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.mountPath = try container.decodeIfPresent(String.self, forKey: "mount_path")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encodeIfPresent(self.access, forKey: "access")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.mountPath, forKey: "mount_path")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMemoryStoreResource {
    public static var access: Self { Self("access") }
    public static var name: Self { Self("name") }
    public static var instructions: Self { Self("instructions") }
    public static var mountPath: Self { Self("mount_path") }
}
