// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A phase that a workflow run's plan declares.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunPhase`
public nonisolated struct BetaManagedAgentsWorkflowRunPhase: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Description that the agent gave the phase, passed on as written, or `null` if it
    /// gave none.
    public var description: String?

    /// Unique identifier for the phase.
    public var id: String

    /// Name that the agent gave the phase, passed on as written.
    public var name: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        name: String,
        description: String? = nil
    ) {
        self.description = description
        self.id = id
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsWorkflowRunPhase {
    public static var description: Self { Self("description") }
}
