// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Slack workspace the organization has connected, itself or through its Slack Enterprise Grid, with the settings it stores or, with `include_inherited`, the settings that apply in it.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackWorkspace`
public nonisolated struct BetaClaudeTagSlackWorkspace: Codable, Equatable, Sendable, EmptyDecodable {
    /// Time the workspace was set up, by whichever route.
    ///
    /// It does not change for as long as `id` does not.
    public var createdAt: String

    /// The workspace's identifier.
    ///
    /// Starts with `slws_`. It does not change for as long as the workspace is set up.
    /// A workspace that is removed and set up again has a new one, and the old one
    /// keeps returning 404; look the workspace up by its Slack identifier for the new
    /// one.
    public var id: String

    /// What the workspace itself stores or, with `include_inherited`, what applies in
    /// it. `sources` says which.
    public var settings: BetaClaudeTagSettings

    /// Slack's own identifier for the workspace.
    public var slack: BetaClaudeTagSlackWorkspaceIdentifiers

    /// For each setting, the settings level its value in `settings` comes from.
    public var sources: BetaClaudeTagSettingSources

    public var type: String

    /// Time Claude Tag's record of the workspace last changed.
    ///
    /// It moves on every change to a setting, and can also move when something no
    /// response holds changes, so a later value says to read the workspace again, not
    /// that a setting changed. Attaching or detaching a Bundle does not by itself move
    /// it.
    public var updatedAt: String

    public init(
        createdAt: String,
        id: String,
        settings: BetaClaudeTagSettings,
        slack: BetaClaudeTagSlackWorkspaceIdentifiers,
        sources: BetaClaudeTagSettingSources,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.id = id
        self.settings = settings
        self.slack = slack
        self.sources = sources
        self.type = "slack_workspace"
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            settings: .emptyValue,
            slack: .emptyValue,
            sources: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.settings = try container.decodeRequired(BetaClaudeTagSettings.self, forKey: "settings", in: decoder)
        self.slack = try container.decodeRequired(BetaClaudeTagSlackWorkspaceIdentifiers.self, forKey: "slack", in: decoder)
        self.sources = try container.decodeRequired(BetaClaudeTagSettingSources.self, forKey: "sources", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_workspace")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.settings, forKey: "settings")
        try container.encode(self.slack, forKey: "slack")
        try container.encode(self.sources, forKey: "sources")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
