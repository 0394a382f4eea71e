// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Unified Environment resource for both cloud and self-hosted environments.
///
/// - Schema: `#/components/schemas/BetaEnvironment`
public nonisolated struct BetaEnvironment: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 timestamp when environment was archived, or null if not archived
    public var archivedAt: String?

    /// Environment configuration (either Anthropic Cloud or self-hosted)
    public var config: BetaCloudConfig

    /// RFC 3339 timestamp when environment was created
    public var createdAt: String

    /// User-provided description for the environment
    public var description: String

    /// Environment identifier (e.g., 'env_...')
    public var id: String

    /// User-provided metadata key-value pairs
    public var metadata: [String: String]

    /// Human-readable name for the environment
    public var name: String

    /// The type of object (always 'environment')
    public var type: String

    /// RFC 3339 timestamp when environment was last updated
    public var updatedAt: String

    /// The visibility scope for this environment.
    ///
    /// 'organization' means visible to all accounts. 'account' means visible only to
    /// the owning account.
    public var scope: BetaEnvironment.Scope?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        archivedAt: String?,
        config: BetaCloudConfig,
        createdAt: String,
        description: String,
        id: String,
        metadata: [String: String],
        name: String,
        updatedAt: String,
        scope: BetaEnvironment.Scope? = nil
    ) {
        self.archivedAt = archivedAt
        self.config = config
        self.createdAt = createdAt
        self.description = description
        self.id = id
        self.metadata = metadata
        self.name = name
        self.type = "environment"
        self.updatedAt = updatedAt
        self.scope = scope
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            archivedAt: nil,
            config: .emptyValue,
            createdAt: .emptyValue,
            description: .emptyValue,
            id: .emptyValue,
            metadata: .emptyValue,
            name: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    /// The visibility scope for this environment.
    ///
    /// 'organization' means visible to all accounts. 'account' means visible only to
    /// the owning account.
    public nonisolated enum Scope: OpenEnum, EmptyDecodable {
        case organization
        case account
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "organization": self = .organization
            case "account": self = .account
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .organization: "organization"
            case .account: "account"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.config = try container.decodeRequired(BetaCloudConfig.self, forKey: "config", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: "metadata", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.scope = try container.decodeIfPresent(BetaEnvironment.Scope.self, forKey: "scope")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.config, forKey: "config")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.scope, forKey: "scope")
    }
}

nonisolated extension NullableMember where Owner == BetaEnvironment {
    public static var scope: Self { Self("scope") }
}
