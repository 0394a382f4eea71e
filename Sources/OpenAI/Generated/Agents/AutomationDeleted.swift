// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationDeleted`
public nonisolated struct AutomationDeleted: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always true.
    public var deleted: Bool

    /// The deleted automation ID.
    public var id: String

    /// Always `agent.automation.deleted`.
    public var object: String

    public init(
        deleted: Bool,
        id: String
    ) {
        self.deleted = deleted
        self.id = id
        self.object = "agent.automation.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.automation.deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.deleted, forKey: "deleted")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
    }
}
