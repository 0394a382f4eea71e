// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for attaching a memory store to an agent session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStoreResourceParam`
public nonisolated struct BetaManagedAgentsMemoryStoreResourceParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// The memory store ID (memstore_...). Must belong to the caller's organization and workspace.
    public var memoryStoreID: String

    /// Access mode for the mounted store. Defaults to read_write. read_only mounts the store as a read-only filesystem.
    public var access: BetaManagedAgentsMountMode?

    /// Per-attachment guidance for the agent on how to use this store. Rendered into the memory section of the system prompt. Max 4096 chars.
    public var instructions: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        memoryStoreID: String,
        access: BetaManagedAgentsMountMode? = nil,
        instructions: String? = nil
    ) {
        self.type = "memory_store"
        self.memoryStoreID = memoryStoreID
        self.access = access
        self.instructions = instructions
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
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encodeIfPresent(self.access, forKey: "access")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMemoryStoreResourceParam {
    public static var access: Self { Self("access") }
    public static var instructions: Self { Self("instructions") }
}
