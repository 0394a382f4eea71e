// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPlugin`
public nonisolated struct BetaPlugin: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the served version contains; null when not enumerated.
    public var components: [BetaPluginComponent]?

    /// The served version's content scan; null when it has not been scanned.
    public var contentScan: BetaPluginContentScan?

    /// RFC 3339.
    public var createdAt: String

    /// Who created the Plugin; null when no creator is recorded.
    public var createdBy: BetaPluginCreatedBy?

    /// The served version's description.
    public var description: String?

    /// The served version's display name.
    public var displayName: String?

    /// The Plugin's ID.
    public var id: String

    /// The newest version.
    public var latestVersionID: String

    /// The served version's manifest `version`, normalized for display, or `null` (the
    /// Plugin Version's `manifest_version` says how and when).
    public var manifestVersion: String?

    /// The ID of the plugin marketplace the Plugin lives in.
    public var marketplaceID: String

    /// Lowercase identifier, unique within its plugin marketplace.
    ///
    /// Fixed for an organization-owned Plugin's lifetime; a member-owned Plugin's
    /// changes when its owner renames it in claude.ai, while its `id` stays the same.
    public var name: String

    /// Organization-owned Plugin: the organization-wide installation setting every
    /// member gets unless an RBAC Group they belong to holds its own — the Plugin's own
    /// setting, or its plugin marketplace's default. Null for a member-owned Plugin,
    /// which has shares instead. One of `required`, `auto_install`, `available`,
    /// `not_available`; a value this API does not yet name is returned as stored.
    public var organizationInstallationPreference: BetaPlugin.OrganizationInstallationPreference?

    /// Organization-owned Plugin: true while it has no organization-wide setting of its
    /// own and `organization_installation_preference` is its plugin marketplace's
    /// default. Null for a member-owned Plugin.
    public var organizationInstallationPreferenceInherited: Bool?

    /// Who owns the Plugin: the organization, or the member whose personal plugin
    /// marketplace it lives in.
    public var owner: BetaPluginOwner

    /// How far the served version reaches, or `null` if it is not classified.
    ///
    /// `remote` means it declares an MCP server or a CLI, or something that counts as
    /// one. `privileged` means it is not `remote`, but declares a hook (of any type,
    /// even one that posts to a URL), monitor, language server, Claude Code workflow
    /// (any file in a `workflows/` folder at its root counts as one), or settings, or
    /// has a skill, command, or other Markdown file whose frontmatter pre-approves
    /// tools (`allowed-tools` with any value other than an empty one or one that names
    /// only `AskUserQuestion`, `TodoWrite`, and `ToolSearch`). Otherwise it is
    /// `contained`.
    ///
    /// If the frontmatter of a skill, command, or other Markdown file that could change
    /// the value could not be read, or was past a size limit, the version is `null` or
    /// `privileged` (or `remote`, if something else it declares makes it `remote`), not
    /// `contained`. The value is normally worked out when a version is stored, under
    /// the rules of that time, so an older version can be `null`, `contained` where the
    /// same files stored today would be `privileged`, `remote`, or `null`, or
    /// `privileged` where they would be `remote`.
    public var reach: BetaPlugin.Reach?

    /// The version claude.ai serves to members.
    public var servedVersionID: String

    /// True once the served version has been pinned, through Update Plugin or in
    /// claude.ai. While false, a new version normally becomes the served version when
    /// it is stored. While the newest version is not the served version, as when a
    /// version saved in claude.ai is waiting for its content scan, `served_version_id`
    /// differs from `latest_version_id`.
    public var servedVersionPinned: Bool

    /// Always `plugin`.
    public var type: String

    /// RFC 3339.
    ///
    /// Moves on a served-version change (including pinning an unpinned Plugin to the
    /// version it already serves) and, normally, on a new version. A version saved in
    /// claude.ai that waits for its content scan moves it when it becomes the served
    /// version, and not necessarily when it is stored. A change to the Plugin's
    /// installation settings or shares does not move it.
    public var updatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        latestVersionID: String,
        marketplaceID: String,
        name: String,
        owner: BetaPluginOwner,
        servedVersionID: String,
        servedVersionPinned: Bool,
        updatedAt: String,
        components: [BetaPluginComponent]? = nil,
        contentScan: BetaPluginContentScan? = nil,
        createdBy: BetaPluginCreatedBy? = nil,
        description: String? = nil,
        displayName: String? = nil,
        manifestVersion: String? = nil,
        organizationInstallationPreference: BetaPlugin.OrganizationInstallationPreference? = nil,
        organizationInstallationPreferenceInherited: Bool? = nil,
        reach: BetaPlugin.Reach? = nil
    ) {
        self.components = components
        self.contentScan = contentScan
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.description = description
        self.displayName = displayName
        self.id = id
        self.latestVersionID = latestVersionID
        self.manifestVersion = manifestVersion
        self.marketplaceID = marketplaceID
        self.name = name
        self.organizationInstallationPreference = organizationInstallationPreference
        self.organizationInstallationPreferenceInherited = organizationInstallationPreferenceInherited
        self.owner = owner
        self.reach = reach
        self.servedVersionID = servedVersionID
        self.servedVersionPinned = servedVersionPinned
        self.type = "plugin"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            latestVersionID: .emptyValue,
            marketplaceID: .emptyValue,
            name: .emptyValue,
            owner: .emptyValue,
            servedVersionID: .emptyValue,
            servedVersionPinned: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    /// Organization-owned Plugin: the organization-wide installation setting every
    /// member gets unless an RBAC Group they belong to holds its own — the Plugin's own
    /// setting, or its plugin marketplace's default. Null for a member-owned Plugin,
    /// which has shares instead. One of `required`, `auto_install`, `available`,
    /// `not_available`; a value this API does not yet name is returned as stored.
    public nonisolated enum OrganizationInstallationPreference: OpenEnum, EmptyDecodable {
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

    /// How far the served version reaches, or `null` if it is not classified.
    ///
    /// `remote` means it declares an MCP server or a CLI, or something that counts as
    /// one. `privileged` means it is not `remote`, but declares a hook (of any type,
    /// even one that posts to a URL), monitor, language server, Claude Code workflow
    /// (any file in a `workflows/` folder at its root counts as one), or settings, or
    /// has a skill, command, or other Markdown file whose frontmatter pre-approves
    /// tools (`allowed-tools` with any value other than an empty one or one that names
    /// only `AskUserQuestion`, `TodoWrite`, and `ToolSearch`). Otherwise it is
    /// `contained`.
    ///
    /// If the frontmatter of a skill, command, or other Markdown file that could change
    /// the value could not be read, or was past a size limit, the version is `null` or
    /// `privileged` (or `remote`, if something else it declares makes it `remote`), not
    /// `contained`. The value is normally worked out when a version is stored, under
    /// the rules of that time, so an older version can be `null`, `contained` where the
    /// same files stored today would be `privileged`, `remote`, or `null`, or
    /// `privileged` where they would be `remote`.
    public nonisolated enum Reach: OpenEnum, EmptyDecodable {
        case contained
        case privileged
        case remote
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "contained": self = .contained
            case "privileged": self = .privileged
            case "remote": self = .remote
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .contained: "contained"
            case .privileged: "privileged"
            case .remote: "remote"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.components = try container.decodeIfPresent([BetaPluginComponent].self, forKey: "components")
        self.contentScan = try container.decodeIfPresent(BetaPluginContentScan.self, forKey: "content_scan")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdBy = try container.decodeIfPresent(BetaPluginCreatedBy.self, forKey: "created_by")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.latestVersionID = try container.decodeRequired(String.self, forKey: "latest_version_id", in: decoder)
        self.manifestVersion = try container.decodeIfPresent(String.self, forKey: "manifest_version")
        self.marketplaceID = try container.decodeRequired(String.self, forKey: "marketplace_id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.organizationInstallationPreference = try container.decodeIfPresent(BetaPlugin.OrganizationInstallationPreference.self, forKey: "organization_installation_preference")
        self.organizationInstallationPreferenceInherited = try container.decodeIfPresent(Bool.self, forKey: "organization_installation_preference_inherited")
        self.owner = try container.decodeRequired(BetaPluginOwner.self, forKey: "owner", in: decoder)
        self.reach = try container.decodeIfPresent(BetaPlugin.Reach.self, forKey: "reach")
        self.servedVersionID = try container.decodeRequired(String.self, forKey: "served_version_id", in: decoder)
        self.servedVersionPinned = try container.decodeRequired(Bool.self, forKey: "served_version_pinned", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.components, forKey: "components")
        try container.encodeIfPresent(self.contentScan, forKey: "content_scan")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.latestVersionID, forKey: "latest_version_id")
        try container.encodeIfPresent(self.manifestVersion, forKey: "manifest_version")
        try container.encode(self.marketplaceID, forKey: "marketplace_id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.organizationInstallationPreference, forKey: "organization_installation_preference")
        try container.encodeIfPresent(self.organizationInstallationPreferenceInherited, forKey: "organization_installation_preference_inherited")
        try container.encode(self.owner, forKey: "owner")
        try container.encodeIfPresent(self.reach, forKey: "reach")
        try container.encode(self.servedVersionID, forKey: "served_version_id")
        try container.encode(self.servedVersionPinned, forKey: "served_version_pinned")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaPlugin {
    public static var components: Self { Self("components") }
    public static var contentScan: Self { Self("content_scan") }
    public static var createdBy: Self { Self("created_by") }
    public static var description: Self { Self("description") }
    public static var displayName: Self { Self("display_name") }
    public static var manifestVersion: Self { Self("manifest_version") }
    public static var organizationInstallationPreference: Self { Self("organization_installation_preference") }
    public static var organizationInstallationPreferenceInherited: Self { Self("organization_installation_preference_inherited") }
    public static var reach: Self { Self("reach") }
}
