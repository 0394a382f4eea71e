// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A memory store attached to each session created from this deployment.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryStoreResourceConfig`
public nonisolated struct BetaManagedAgentsMemoryStoreResourceConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Access mode for the mounted store.
    ///
    /// Defaults to `read_write`. `read_only` mounts the store as a read-only
    /// filesystem.
    public var access: BetaManagedAgentsMemoryStoreResourceConfig.Access?

    /// Per-attachment guidance for the agent on how to use this store.
    ///
    /// Rendered into the memory section of the system prompt. Max 4096 chars.
    public var instructions: String?

    /// The memory store ID (memstore_...).
    ///
    /// Must belong to the caller's organization and workspace.
    public var memoryStoreID: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        memoryStoreID: String,
        access: BetaManagedAgentsMemoryStoreResourceConfig.Access? = nil,
        instructions: String? = nil
    ) {
        self.access = access
        self.instructions = instructions
        self.memoryStoreID = memoryStoreID
        self.type = "memory_store"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            memoryStoreID: .emptyValue
        )
    }

    /// Access mode for the mounted store.
    ///
    /// Defaults to `read_write`. `read_only` mounts the store as a read-only
    /// filesystem.
    public nonisolated enum Access: OpenEnum, EmptyDecodable {
        case readWrite
        case readOnly
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "read_write": self = .readWrite
            case "read_only": self = .readOnly
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .readWrite: "read_write"
            case .readOnly: "read_only"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.access = try container.decodeIfPresent(BetaManagedAgentsMemoryStoreResourceConfig.Access.self, forKey: "access")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.memoryStoreID = try container.decodeRequired(String.self, forKey: "memory_store_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory_store")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.access, forKey: "access")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encode(self.memoryStoreID, forKey: "memory_store_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsMemoryStoreResourceConfig {
    public static var access: Self { Self("access") }
    public static var instructions: Self { Self("instructions") }
}
