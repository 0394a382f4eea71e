// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attach the Bundle to a Slack channel.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackChannelBundleTargetCreateParam`
public nonisolated struct BetaClaudeTagSlackChannelBundleTargetCreateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the Slack channel to attach the Bundle to, starting with
    /// `slch_`. It is the channel object's `id`, not Slack's `channel_id`.
    public var slackChannelID: String

    public var type: String

    public init(
        slackChannelID: String
    ) {
        self.slackChannelID = slackChannelID
        self.type = "slack_channel"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            slackChannelID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.slackChannelID = try container.decodeRequired(String.self, forKey: "slack_channel_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_channel")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.slackChannelID, forKey: "slack_channel_id")
        try container.encode(self.type, forKey: "type")
    }
}
