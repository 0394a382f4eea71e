// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attach the Bundle to a Slack workspace.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackWorkspaceBundleTargetCreateParam`
public nonisolated struct BetaClaudeTagSlackWorkspaceBundleTargetCreateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the Slack workspace to attach the Bundle to, starting with
    /// `slws_`.
    public var slackWorkspaceID: String

    public var type: String

    public init(
        slackWorkspaceID: String
    ) {
        self.slackWorkspaceID = slackWorkspaceID
        self.type = "slack_workspace"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            slackWorkspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.slackWorkspaceID = try container.decodeRequired(String.self, forKey: "slack_workspace_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "slack_workspace")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.slackWorkspaceID, forKey: "slack_workspace_id")
        try container.encode(self.type, forKey: "type")
    }
}
