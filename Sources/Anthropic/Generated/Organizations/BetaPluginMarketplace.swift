// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginMarketplace`
public nonisolated struct BetaPluginMarketplace: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339.
    public var createdAt: String

    /// Organization plugin marketplace: the organization-wide setting every Plugin in
    /// it with no setting of its own gets. Null for a member's personal plugin
    /// marketplace. One of `required`, `auto_install`, `available`, `not_available`; a
    /// value this API does not yet name is returned as stored.
    public var defaultInstallationPreference: BetaPluginMarketplace.DefaultInstallationPreference?

    /// The plugin marketplace's ID, prefixed `marketplace_`.
    public var id: String

    /// RFC 3339.
    ///
    /// When the most recent synchronization attempt to finish did so, whatever its
    /// outcome; for a repository plugin marketplace no synchronization has run on yet,
    /// when it was created. Null for a plugin marketplace that is not synchronized from
    /// a repository.
    public var lastSyncEndedAt: String?

    /// The commit the last synchronization attempt that reached the repository read,
    /// whether or not its content was then accepted (see `sync_status`); an attempt
    /// that ends `failed_auth` or `failed_transient` leaves it unchanged. Null until an
    /// attempt has first read the repository, and for a plugin marketplace that is not
    /// synchronized from a repository.
    public var lastSyncReadSha: String?

    /// Fixed for the plugin marketplace's lifetime.
    public var name: String

    /// The organization, or the member whose personal plugin marketplace it is.
    public var owner: BetaPluginMarketplaceOwner

    /// Where the plugin marketplace's Plugins come from: `manual` when they are
    /// uploaded; `github`, `gitlab` or `public_git` when they are synchronized from the
    /// Git repository the owner connected, into which nothing can be uploaded;
    /// `directory` is Anthropic's own catalog, which this API does not list. A value
    /// this API does not yet name is returned as stored.
    public var source: BetaPluginMarketplace.Source

    /// Outcome of the plugin marketplace's most recent synchronization: one of
    /// `success`, `in_progress`, `failed_content`, `failed_transient`, `failed_auth`,
    /// `failed_limits`; a value this API does not yet name is returned as stored. Null
    /// until a synchronization is first attempted — so always for a `manual` plugin
    /// marketplace.
    public var syncStatus: BetaPluginMarketplace.SyncStatus?

    /// Always `plugin_marketplace`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        name: String,
        owner: BetaPluginMarketplaceOwner,
        source: BetaPluginMarketplace.Source,
        defaultInstallationPreference: BetaPluginMarketplace.DefaultInstallationPreference? = nil,
        lastSyncEndedAt: String? = nil,
        lastSyncReadSha: String? = nil,
        syncStatus: BetaPluginMarketplace.SyncStatus? = nil
    ) {
        self.createdAt = createdAt
        self.defaultInstallationPreference = defaultInstallationPreference
        self.id = id
        self.lastSyncEndedAt = lastSyncEndedAt
        self.lastSyncReadSha = lastSyncReadSha
        self.name = name
        self.owner = owner
        self.source = source
        self.syncStatus = syncStatus
        self.type = "plugin_marketplace"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            owner: .emptyValue,
            source: .emptyValue
        )
    }

    /// Organization plugin marketplace: the organization-wide setting every Plugin in
    /// it with no setting of its own gets. Null for a member's personal plugin
    /// marketplace. One of `required`, `auto_install`, `available`, `not_available`; a
    /// value this API does not yet name is returned as stored.
    public nonisolated enum DefaultInstallationPreference: OpenEnum, EmptyDecodable {
        case autoInstall
        case available
        case notAvailable
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto_install": self = .autoInstall
            case "available": self = .available
            case "not_available": self = .notAvailable
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .autoInstall: "auto_install"
            case .available: "available"
            case .notAvailable: "not_available"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    /// Where the plugin marketplace's Plugins come from: `manual` when they are
    /// uploaded; `github`, `gitlab` or `public_git` when they are synchronized from the
    /// Git repository the owner connected, into which nothing can be uploaded;
    /// `directory` is Anthropic's own catalog, which this API does not list. A value
    /// this API does not yet name is returned as stored.
    public nonisolated enum Source: OpenEnum, EmptyDecodable {
        case directory
        case github
        case gitlab
        case manual
        case publicGit
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "directory": self = .directory
            case "github": self = .github
            case "gitlab": self = .gitlab
            case "manual": self = .manual
            case "public_git": self = .publicGit
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .directory: "directory"
            case .github: "github"
            case .gitlab: "gitlab"
            case .manual: "manual"
            case .publicGit: "public_git"
            case .unknown(let value): value
            }
        }
    }

    /// Outcome of the plugin marketplace's most recent synchronization: one of
    /// `success`, `in_progress`, `failed_content`, `failed_transient`, `failed_auth`,
    /// `failed_limits`; a value this API does not yet name is returned as stored. Null
    /// until a synchronization is first attempted — so always for a `manual` plugin
    /// marketplace.
    public nonisolated enum SyncStatus: OpenEnum, EmptyDecodable {
        case failedAuth
        case failedContent
        case failedLimits
        case failedTransient
        case inProgress
        case success
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "failed_auth": self = .failedAuth
            case "failed_content": self = .failedContent
            case "failed_limits": self = .failedLimits
            case "failed_transient": self = .failedTransient
            case "in_progress": self = .inProgress
            case "success": self = .success
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .failedAuth: "failed_auth"
            case .failedContent: "failed_content"
            case .failedLimits: "failed_limits"
            case .failedTransient: "failed_transient"
            case .inProgress: "in_progress"
            case .success: "success"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.defaultInstallationPreference = try container.decodeIfPresent(BetaPluginMarketplace.DefaultInstallationPreference.self, forKey: "default_installation_preference")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.lastSyncEndedAt = try container.decodeIfPresent(String.self, forKey: "last_sync_ended_at")
        self.lastSyncReadSha = try container.decodeIfPresent(String.self, forKey: "last_sync_read_sha")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.owner = try container.decodeRequired(BetaPluginMarketplaceOwner.self, forKey: "owner", in: decoder)
        self.source = try container.decodeRequired(BetaPluginMarketplace.Source.self, forKey: "source", in: decoder)
        self.syncStatus = try container.decodeIfPresent(BetaPluginMarketplace.SyncStatus.self, forKey: "sync_status")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_marketplace")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.defaultInstallationPreference, forKey: "default_installation_preference")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.lastSyncEndedAt, forKey: "last_sync_ended_at")
        try container.encodeIfPresent(self.lastSyncReadSha, forKey: "last_sync_read_sha")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.owner, forKey: "owner")
        try container.encode(self.source, forKey: "source")
        try container.encodeIfPresent(self.syncStatus, forKey: "sync_status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginMarketplace {
    public static var defaultInstallationPreference: Self { Self("default_installation_preference") }
    public static var lastSyncEndedAt: Self { Self("last_sync_ended_at") }
    public static var lastSyncReadSha: Self { Self("last_sync_read_sha") }
    public static var syncStatus: Self { Self("sync_status") }
}
