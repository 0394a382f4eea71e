// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Unified Environment resource for both cloud and self-hosted environments.
///
/// - Schema: `#/components/schemas/BetaEnvironment`
public struct BetaEnvironment: Codable, Hashable, Sendable, EmptyDecodable {
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

    public init(
        archivedAt: String?,
        config: BetaCloudConfig,
        createdAt: String,
        description: String,
        id: String,
        metadata: [String: String],
        name: String,
        updatedAt: String
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case archivedAt = "archived_at"
        case config
        case createdAt = "created_at"
        case description
        case id
        case metadata
        case name
        case type
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: .archivedAt)
        self.config = try container.decodeRequired(BetaCloudConfig.self, forKey: .config, in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.metadata = try container.decodeRequired([String: String].self, forKey: .metadata, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "environment")
        self.updatedAt = try container.decodeRequired(String.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.archivedAt, forKey: .archivedAt)
        try container.encode(self.config, forKey: .config)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// Response after deleting an environment.
///
/// - Schema: `#/components/schemas/BetaEnvironmentDeleteResponse`
public struct BetaEnvironmentDeleteResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Environment identifier
    public var id: String

    /// The type of response
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "environment_deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "environment_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
    }
}

/// Response when listing environments.
///
/// This response model uses opaque cursor-based pagination. Use the `page`
/// query parameter with the value from `next_page` to fetch the next page.
///
/// - Schema: `#/components/schemas/BetaEnvironmentListResponse`
public struct BetaEnvironmentListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of environments.
    public var data: [BetaEnvironment]

    /// Token for fetching the next page of results. If `null`, there are no more results available. Pass this value to the `page` parameter in the next request.
    public var nextPage: String?

    public init(
        data: [BetaEnvironment],
        nextPage: String?
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaEnvironment].self, forKey: .data, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}
