// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The identifier Slack shows for a workspace.
///
/// It is Slack's own, not an identifier of this API.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSlackWorkspaceIdentifiers`
public nonisolated struct BetaClaudeTagSlackWorkspaceIdentifiers: Codable, Equatable, Sendable, EmptyDecodable {
    /// Slack's identifier for the workspace, starting with `T`, such as `T0123ABCD`.
    public var workspaceID: String

    public init(
        workspaceID: String
    ) {
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
