// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Slack channel set up for Claude Tag, with the settings it stores or, with `include_inherited`, the settings that apply in it.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackChannel`
public nonisolated struct BetaClaudeTagSlackChannel: Codable, Equatable, Sendable, EmptyDecodable {
    /// Time the channel was set up, by whichever route.
    ///
    /// It does not change for as long as `id` does not.
    public var createdAt: String

    /// The channel's identifier.
    ///
    /// Starts with `slch_`. It does not change for as long as the channel is set up,
    /// with one exception: a channel that is not configured can get a new one. A
    /// channel that is removed and set up again also has a new one. The old one keeps
    /// returning 404; look the channel up by its Slack identifiers for the new one.
    public var id: String

    /// What the channel itself stores or, with `include_inherited`, what applies in it.
    ///
    /// `sources` says which.
    public var settings: BetaClaudeTagSettings

    /// Slack's own identifiers for the channel.
    public var slack: BetaClaudeTagSlackChannelIdentifiers

    /// For each setting, the settings level its value in `settings` comes from.
    public var sources: BetaClaudeTagSettingSources

    public var type: String

    /// Time Claude Tag's record of the channel last changed.
    ///
    /// It moves on every change to a setting, and can also move when something no
    /// response holds changes, so a later value says to read the channel again, not
    /// that a setting changed. Attaching or detaching a Bundle does not by itself move
    /// it.
    public var updatedAt: String

    public init(
        createdAt: String,
        id: String,
        settings: BetaClaudeTagSettings,
        slack: BetaClaudeTagSlackChannelIdentifiers,
        sources: BetaClaudeTagSettingSources,
        updatedAt: String
    ) {
        self.createdAt = createdAt
        self.id = id
        self.settings = settings
        self.slack = slack
        self.sources = sources
        self.type = "slack_channel"
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
        self.slack = try container.decodeRequired(BetaClaudeTagSlackChannelIdentifiers.self, forKey: "slack", in: decoder)
        self.sources = try container.decodeRequired(BetaClaudeTagSettingSources.self, forKey: "sources", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_channel")
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
