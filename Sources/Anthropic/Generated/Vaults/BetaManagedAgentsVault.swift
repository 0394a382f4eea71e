// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A vault that stores credentials for use by agents during sessions.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsVault`
public nonisolated struct BetaManagedAgentsVault: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for the vault.
    public var id: String

    /// Human-readable name for the vault.
    public var displayName: String

    /// Arbitrary key-value metadata attached to the vault.
    public var metadata: [String: String]

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    /// When the vault was archived. Null if not archived.
    public var archivedAt: BetaTimestamp?

    public init(
        id: String,
        displayName: String,
        metadata: [String: String],
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        archivedAt: BetaTimestamp?
    ) {
        self.type = "vault"
        self.id = id
        self.displayName = displayName
        self.metadata = metadata
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.archivedAt = archivedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            displayName: .emptyValue,
            metadata: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue,
            archivedAt: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "vault")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.archivedAt, forKey: "archived_at")
    }
}
