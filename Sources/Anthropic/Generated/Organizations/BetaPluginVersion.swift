// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginVersion`
public nonisolated struct BetaPluginVersion: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the version contains; null when not enumerated.
    public var components: [BetaPluginComponent]?

    /// This version's content scan; null when it has not been scanned.
    public var contentScan: BetaPluginContentScan?

    /// RFC 3339.
    public var createdAt: String

    /// Who uploaded this version; null when not recorded.
    public var createdBy: BetaPluginVersionCreatedBy?

    /// The manifest's description; null when it declares none.
    ///
    /// The value can be longer than 500 characters, the limit on `description` in an
    /// uploaded manifest. A description that the manifest takes from a `SKILL.md` is
    /// cut to its first 500 characters. So if the manifest's description is the first
    /// 500 characters of exactly one distinct skill `description` in `components`, that
    /// skill `description` is returned instead.
    public var description: String?

    /// The manifest's display name; null when it declares none.
    public var displayName: String?

    /// The version's ID.
    public var id: String

    /// The manifest's `version`, normalized for display: one leading `v` or `V` is
    /// dropped, and the result is returned only if it is 1 to 64 characters, starts
    /// with a digit, and uses only ASCII letters, digits, `.`, `+`, and `-`; otherwise
    /// `null`. For example, `"v1.4.0"` is returned as `"1.4.0"`, and `"latest"` as
    /// `null`. For a synchronized plugin, the `version` of its `marketplace.json` entry
    /// can take the place of the manifest's `version`. It is also `null` for a version
    /// stored before claude.ai began recording this field (August 2026).
    public var manifestVersion: String?

    /// The Plugin's ID.
    public var pluginID: String

    /// How far the version reaches: `remote`, `privileged`, `contained`, or `null`, as
    /// defined on the Plugin's `reach`.
    public var reach: BetaPluginVersion.Reach?

    /// As supplied with the upload; null when none were supplied.
    public var releaseNotes: String?

    /// Always `plugin_version`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        pluginID: String,
        components: [BetaPluginComponent]? = nil,
        contentScan: BetaPluginContentScan? = nil,
        createdBy: BetaPluginVersionCreatedBy? = nil,
        description: String? = nil,
        displayName: String? = nil,
        manifestVersion: String? = nil,
        reach: BetaPluginVersion.Reach? = nil,
        releaseNotes: String? = nil
    ) {
        self.components = components
        self.contentScan = contentScan
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.description = description
        self.displayName = displayName
        self.id = id
        self.manifestVersion = manifestVersion
        self.pluginID = pluginID
        self.reach = reach
        self.releaseNotes = releaseNotes
        self.type = "plugin_version"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            pluginID: .emptyValue
        )
    }

    /// How far the version reaches: `remote`, `privileged`, `contained`, or `null`, as
    /// defined on the Plugin's `reach`.
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
        self.createdBy = try container.decodeIfPresent(BetaPluginVersionCreatedBy.self, forKey: "created_by")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.manifestVersion = try container.decodeIfPresent(String.self, forKey: "manifest_version")
        self.pluginID = try container.decodeRequired(String.self, forKey: "plugin_id", in: decoder)
        self.reach = try container.decodeIfPresent(BetaPluginVersion.Reach.self, forKey: "reach")
        self.releaseNotes = try container.decodeIfPresent(String.self, forKey: "release_notes")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_version")
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
        try container.encodeIfPresent(self.manifestVersion, forKey: "manifest_version")
        try container.encode(self.pluginID, forKey: "plugin_id")
        try container.encodeIfPresent(self.reach, forKey: "reach")
        try container.encodeIfPresent(self.releaseNotes, forKey: "release_notes")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginVersion {
    public static var components: Self { Self("components") }
    public static var contentScan: Self { Self("content_scan") }
    public static var createdBy: Self { Self("created_by") }
    public static var description: Self { Self("description") }
    public static var displayName: Self { Self("display_name") }
    public static var manifestVersion: Self { Self("manifest_version") }
    public static var reach: Self { Self("reach") }
    public static var releaseNotes: Self { Self("release_notes") }
}
