// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation that a workspace was removed from a destination's list.
///
/// - Schema: `#/components/schemas/BetaDeletedTelemetryDestinationWorkspace`
public nonisolated struct BetaDeletedTelemetryDestinationWorkspace: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the telemetry destination (`tdst_...`).
    public var telemetryDestinationID: String

    public var type: String

    /// ID of the workspace that was removed (`wrkspc_...`).
    public var workspaceID: String

    public init(
        telemetryDestinationID: String,
        workspaceID: String
    ) {
        self.telemetryDestinationID = telemetryDestinationID
        self.type = "telemetry_destination_workspace_deleted"
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            telemetryDestinationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.telemetryDestinationID = try container.decodeRequired(String.self, forKey: "telemetry_destination_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "telemetry_destination_workspace_deleted")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.telemetryDestinationID, forKey: "telemetry_destination_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
