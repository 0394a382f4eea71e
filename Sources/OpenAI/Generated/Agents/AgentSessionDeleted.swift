// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Managed Agents session removed from the public API.
///
/// Physical cleanup may continue asynchronously.
///
/// - Schema: `#/components/schemas/AgentSessionDeleted`
public nonisolated struct AgentSessionDeleted: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the session has been removed from the public API.
    ///
    /// Always `true`. Physical cleanup may still be in progress.
    public var deleted: Bool

    /// The ID of the deleted session.
    public var id: String

    /// The object type. Always `agent.session.deleted`.
    public var object: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.deleted = deleted
        self.id = id
        self.object = "agent.session.deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.deleted, forKey: "deleted")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
    }
}
