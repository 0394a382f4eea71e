// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsGitHubRepositoryResource`
public nonisolated struct BetaManagedAgentsGitHubRepositoryResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    public var id: String

    public var url: String

    public var mountPath: String

    public var checkout: BetaManagedAgentsRepositoryCheckout?

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        url: String,
        mountPath: String,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp,
        checkout: BetaManagedAgentsRepositoryCheckout? = nil
    ) {
        self.type = "github_repository"
        self.id = id
        self.url = url
        self.mountPath = mountPath
        self.checkout = checkout
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            url: .emptyValue,
            mountPath: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "github_repository")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.mountPath = try container.decodeRequired(String.self, forKey: "mount_path", in: decoder)
        self.checkout = try container.decodeIfPresent(BetaManagedAgentsRepositoryCheckout.self, forKey: "checkout")
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.url, forKey: "url")
        try container.encode(self.mountPath, forKey: "mount_path")
        try container.encodeIfPresent(self.checkout, forKey: "checkout")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsGitHubRepositoryResource {
    public static var checkout: Self { Self("checkout") }
}
