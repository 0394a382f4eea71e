// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BetaWebhookSessionArchivedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionArchivedEventData`
public nonisolated struct BetaWebhookSessionArchivedEventData: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.archived"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.archived")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}
