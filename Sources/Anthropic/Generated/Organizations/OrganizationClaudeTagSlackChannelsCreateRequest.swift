// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationClaudeTagSlackChannelsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Settings to store on the channel, applied as Update Slack Channel applies them.
    public var settings: BetaClaudeTagSettingsCreateParam?

    /// Slack's own identifiers for the channel to set up. The organization must own the
    /// workspace.
    public var slack: BetaClaudeTagSlackChannelIdentifiersParam

    public init(
        slack: BetaClaudeTagSlackChannelIdentifiersParam,
        settings: BetaClaudeTagSettingsCreateParam? = nil
    ) {
        self.settings = settings
        self.slack = slack
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
        self.settings = try container.decodeIfPresent(BetaClaudeTagSettingsCreateParam.self, forKey: "settings")
        self.slack = try container.decodeRequired(BetaClaudeTagSlackChannelIdentifiersParam.self, forKey: "slack", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.settings, forKey: "settings")
        try container.encode(self.slack, forKey: "slack")
    }
}
