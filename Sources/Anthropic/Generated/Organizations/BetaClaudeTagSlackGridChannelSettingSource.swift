// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The value comes from the addressed channel as it is set up under another workspace of its Enterprise Grid: a channel shared across the Grid keeps one Slack channel identifier in every workspace that sees it.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackGridChannelSettingSource`
public nonisolated struct BetaClaudeTagSlackGridChannelSettingSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Slack's own identifiers for the channel under that other workspace.
    public var slack: BetaClaudeTagSlackChannelIdentifiers

    public var type: String

    public init(
        slack: BetaClaudeTagSlackChannelIdentifiers
    ) {
        self.slack = slack
        self.type = "slack_grid_channel"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            slack: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.slack = try container.decodeRequired(BetaClaudeTagSlackChannelIdentifiers.self, forKey: "slack", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_grid_channel")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.slack, forKey: "slack")
        try container.encode(self.type, forKey: "type")
    }
}
