// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/APIKeyWorkspaceScope`
public nonisolated struct APIKeyWorkspaceScope: Codable, Equatable, Sendable, EmptyDecodable {
    /// Scope type. Always `"workspace"`: the API key belongs to one Workspace.
    public var type: String

    /// ID of the Workspace the API key belongs to, including when it is the
    /// organization's default Workspace.
    public var workspaceID: String

    public init(
        workspaceID: String
    ) {
        self.type = "workspace"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workspace")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
