// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The value comes from the addressed Slack channel itself.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackChannelSettingSource`
public nonisolated struct BetaClaudeTagSlackChannelSettingSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The channel's identifier, starting with `slch_`.
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
