// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The outcome of validating plugin marketplace content: a report, not a
/// stored object, so nothing in it can be retrieved afterwards.
///
/// - Schema: `#/components/schemas/BetaPluginMarketplaceValidationReport`
public nonisolated struct BetaPluginMarketplaceValidationReport: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The full SHA of the commit that was validated: for a repository, the commit that
    /// was read; for an uploaded archive, the commit recorded in the archive's comment
    /// (as a Git host's download writes it; not verified), else null.
    public var commitSha: String?

    /// Set when nothing could be validated: the repository or archive could not be
    /// read, or marketplace.json is missing, malformed or over a limit. Null otherwise.
    public var manifestError: String?

    /// A stable identifier for `manifest_error`; null when that is.
    public var manifestErrorCode: String?

    /// One entry per plugin a synchronization would skip entirely, keyed by the
    /// plugin's name in marketplace.json.
    public var pluginErrors: [BetaPluginMarketplaceValidationPluginErrorObject]

    /// One entry per plugin that would synchronize with some of its contents left out,
    /// keyed by the plugin's name in marketplace.json.
    public var pluginWarnings: [BetaPluginMarketplaceValidationPluginWarnings]

    /// For a repository, the branch that was read by name: the one requested, or else
    /// the branch a synchronization of this repository is set to read. Null when no
    /// branch is named or set and the repository's default branch was read, for a
    /// request by commit SHA, and for an uploaded archive.
    public var ref: String?

    /// How many plugins marketplace.json declares; 0 when it could not be read.
    public var totalPluginCount: Int

    /// Always `plugin_marketplace_validation_report`.
    public var type: String

    /// True when marketplace.json is well-formed and no plugin would be skipped;
    /// warnings never make it false.
    public var valid: Bool

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        pluginErrors: [BetaPluginMarketplaceValidationPluginErrorObject],
        pluginWarnings: [BetaPluginMarketplaceValidationPluginWarnings],
        totalPluginCount: Int,
        valid: Bool,
        commitSha: String? = nil,
        manifestError: String? = nil,
        manifestErrorCode: String? = nil,
        ref: String? = nil
    ) {
        self.commitSha = commitSha
        self.manifestError = manifestError
        self.manifestErrorCode = manifestErrorCode
        self.pluginErrors = pluginErrors
        self.pluginWarnings = pluginWarnings
        self.ref = ref
        self.totalPluginCount = totalPluginCount
        self.type = "plugin_marketplace_validation_report"
        self.valid = valid
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            pluginErrors: .emptyValue,
            pluginWarnings: .emptyValue,
            totalPluginCount: .emptyValue,
            valid: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.commitSha = try container.decodeIfPresent(String.self, forKey: "commit_sha")
        self.manifestError = try container.decodeIfPresent(String.self, forKey: "manifest_error")
        self.manifestErrorCode = try container.decodeIfPresent(String.self, forKey: "manifest_error_code")
        self.pluginErrors = try container.decodeRequired([BetaPluginMarketplaceValidationPluginErrorObject].self, forKey: "plugin_errors", in: decoder)
        self.pluginWarnings = try container.decodeRequired([BetaPluginMarketplaceValidationPluginWarnings].self, forKey: "plugin_warnings", in: decoder)
        self.ref = try container.decodeIfPresent(String.self, forKey: "ref")
        self.totalPluginCount = try container.decodeRequired(Int.self, forKey: "total_plugin_count", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "plugin_marketplace_validation_report")
        self.valid = try container.decodeRequired(Bool.self, forKey: "valid", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.commitSha, forKey: "commit_sha")
        try container.encodeIfPresent(self.manifestError, forKey: "manifest_error")
        try container.encodeIfPresent(self.manifestErrorCode, forKey: "manifest_error_code")
        try container.encode(self.pluginErrors, forKey: "plugin_errors")
        try container.encode(self.pluginWarnings, forKey: "plugin_warnings")
        try container.encodeIfPresent(self.ref, forKey: "ref")
        try container.encode(self.totalPluginCount, forKey: "total_plugin_count")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.valid, forKey: "valid")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginMarketplaceValidationReport {
    public static var commitSha: Self { Self("commit_sha") }
    public static var manifestError: Self { Self("manifest_error") }
    public static var manifestErrorCode: Self { Self("manifest_error_code") }
    public static var ref: Self { Self("ref") }
}
