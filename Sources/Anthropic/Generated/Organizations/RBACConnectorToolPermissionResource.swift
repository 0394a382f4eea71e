// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACConnectorToolPermissionResource`
public nonisolated struct RBACConnectorToolPermissionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the connector the permission applies to.
    public var connectorID: String

    /// Published name of the connector tool the permission applies to.
    ///
    /// When the published name contains characters outside `[a-zA-Z0-9_-]` (or collides
    /// with a reserved form), it is server-encoded into a stable `{prefix}_{32-hex}`
    /// form — a shortened readable prefix of the name plus a hash — from which the
    /// published name is not recoverable.
    public var toolName: String

    /// Kind of resource the permission applies to.
    public var type: String

    public init(
        connectorID: String,
        toolName: String
    ) {
        self.connectorID = connectorID
        self.toolName = toolName
        self.type = "connector_tool"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            connectorID: .emptyValue,
            toolName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.connectorID = try container.decodeRequired(String.self, forKey: "connector_id", in: decoder)
        self.toolName = try container.decodeRequired(String.self, forKey: "tool_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "connector_tool")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.connectorID, forKey: "connector_id")
        try container.encode(self.toolName, forKey: "tool_name")
        try container.encode(self.type, forKey: "type")
    }
}
