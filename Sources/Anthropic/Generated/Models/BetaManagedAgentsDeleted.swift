// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation of a deleted credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeletedCredential`
public struct BetaManagedAgentsDeletedCredential: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier of the deleted credential.
    public var id: String

    public init(
        id: String
    ) {
        self.type = "vault_credential_deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}

/// Tombstone returned by [Delete a memory](/en/api/beta/memory_stores/memories/delete). The memory's version history persists and remains listable via [List memory versions](/en/api/beta/memory_stores/memory_versions/list) until the store itself is deleted.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeletedMemory`
public struct BetaManagedAgentsDeletedMemory: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the deleted memory (a `mem_...` value).
    public var id: String

    public init(
        id: String
    ) {
        self.type = "memory_deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}

/// Confirmation that a `memory_store` was deleted.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeletedMemoryStore`
public struct BetaManagedAgentsDeletedMemoryStore: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the deleted memory store (a `memstore_...` identifier). The store and all its memories and versions are no longer retrievable.
    public var id: String

    public init(
        id: String
    ) {
        self.type = "memory_store_deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_store_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}

/// Confirmation that a `session` has been permanently deleted.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeletedSession`
public struct BetaManagedAgentsDeletedSession: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public init(
        id: String
    ) {
        self.type = "session_deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}

/// Confirmation of a deleted vault.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeletedVault`
public struct BetaManagedAgentsDeletedVault: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier of the deleted vault.
    public var id: String

    public init(
        id: String
    ) {
        self.type = "vault_deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
    }
}
