// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACConnectorPermissionResource`
public nonisolated struct RBACConnectorPermissionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the connector the permission applies to.
    public var connectorID: String

    /// Kind of resource the permission applies to.
    public var type: String

    public init(
        connectorID: String
    ) {
        self.connectorID = connectorID
        self.type = "connector"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            connectorID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.connectorID = try container.decodeRequired(String.self, forKey: "connector_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "connector")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.connectorID, forKey: "connector_id")
        try container.encode(self.type, forKey: "type")
    }
}
