// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The identifiers Slack shows for a channel.
///
/// They are Slack's own, not identifiers of this API.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackChannelIdentifiers`
public nonisolated struct BetaClaudeTagSlackChannelIdentifiers: Codable, Equatable, Sendable, EmptyDecodable {
    /// Slack's identifier for the channel, starting with `C` or `G`, such as
    /// `C0456EFGH`.
    public var channelID: String

    /// Slack's identifier for the workspace the channel is in, starting with `T`, such
    /// as `T0123ABCD`.
    public var workspaceID: String

    public init(
        channelID: String,
        workspaceID: String
    ) {
        self.channelID = channelID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            channelID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.channelID = try container.decodeRequired(String.self, forKey: "channel_id", in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.channelID, forKey: "channel_id")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
