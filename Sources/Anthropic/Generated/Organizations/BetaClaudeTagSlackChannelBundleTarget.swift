// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One Bundle attached to one Slack channel.
///
/// The Bundle can be used in that channel only.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackChannelBundleTarget`
public nonisolated struct BetaClaudeTagSlackChannelBundleTarget: Codable, Equatable, Sendable, EmptyDecodable {
    /// Time the Bundle was attached.
    public var createdAt: String

    /// The Bundle Target's identifier.
    ///
    /// Starts with `btgt_`. No two Bundle Targets have the same one, and the same
    /// Bundle and target always give the same one, also after a detach and a new
    /// attach. It is opaque.
    public var id: String

    /// The identifier of the Slack channel the Bundle is attached to, starting with
    /// `slch_`. It is the channel object's `id`, not Slack's `channel_id`.
    public var slackChannelID: String

    public var type: String

    public init(
        createdAt: String,
        id: String,
        slackChannelID: String
    ) {
        self.createdAt = createdAt
        self.id = id
        self.slackChannelID = slackChannelID
        self.type = "slack_channel"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            slackChannelID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.slackChannelID = try container.decodeRequired(String.self, forKey: "slack_channel_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_channel")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.slackChannelID, forKey: "slack_channel_id")
        try container.encode(self.type, forKey: "type")
    }
}
