// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A workspace on a telemetry destination's workspace list.
///
/// Under `include`, the destination covers the workspace. Under `exclude`, the destination covers every workspace except this one. The entry doesn't have an `id`. Its `telemetry_destination_id` and `workspace_id` together identify it.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationWorkspace`
public nonisolated struct BetaTelemetryDestinationWorkspace: Codable, Equatable, Sendable, EmptyDecodable {
    /// Time the workspace was added to the list.
    public var createdAt: String

    /// ID of the telemetry destination (`tdst_...`).
    public var telemetryDestinationID: String

    public var type: String

    /// ID of the workspace (`wrkspc_...`).
    public var workspaceID: String

    public init(
        createdAt: String,
        telemetryDestinationID: String,
        workspaceID: String
    ) {
        self.createdAt = createdAt
        self.telemetryDestinationID = telemetryDestinationID
        self.type = "telemetry_destination_workspace"
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            telemetryDestinationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.telemetryDestinationID = try container.decodeRequired(String.self, forKey: "telemetry_destination_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "telemetry_destination_workspace")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.telemetryDestinationID, forKey: "telemetry_destination_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
