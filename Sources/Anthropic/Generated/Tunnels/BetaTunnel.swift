// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An MCP tunnel.
///
/// - Schema: `#/components/schemas/BetaTunnel`
public nonisolated struct BetaTunnel: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 datetime string indicating when the tunnel was archived.
    ///
    /// Null if it is not archived.
    public var archivedAt: String?

    /// RFC 3339 datetime string indicating when the tunnel was created.
    public var createdAt: String

    /// Human-readable name for the tunnel (1-255 characters). Null if unset.
    public var displayName: String?

    /// Anthropic-assigned hostname for the tunnel.
    ///
    /// MCP server URLs whose host is a subdomain of this value are routed through the
    /// tunnel. Globally unique and never reused, even after the tunnel is archived.
    public var domain: String

    /// Unique identifier for the tunnel, prefixed with `tnl_`.
    public var id: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        domain: String,
        id: String,
        archivedAt: String? = nil,
        displayName: String? = nil
    ) {
        self.archivedAt = archivedAt
        self.createdAt = createdAt
        self.displayName = displayName
        self.domain = domain
        self.id = id
        self.type = "tunnel"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            domain: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.domain = try container.decodeRequired(String.self, forKey: "domain", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tunnel")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.domain, forKey: "domain")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaTunnel {
    public static var archivedAt: Self { Self("archived_at") }
    public static var displayName: Self { Self("display_name") }
}
