// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a closed subagent successfully resumes.
///
/// - Schema: `#/components/schemas/AgentSessionSubagentActiveEvent`
public nonisolated struct AgentSessionSubagentActiveEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique ID of the event.
    public var eventID: String

    /// Random alphanumeric padding. Present when stream obfuscation is enabled.
    public var obfuscation: String?

    /// The subagent that resumed.
    public var subagent: Subagent

    /// The type of the object. Always `agent.session.subagent.active`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        eventID: String,
        subagent: Subagent,
        obfuscation: String? = nil
    ) {
        self.eventID = eventID
        self.obfuscation = obfuscation
        self.subagent = subagent
        self.type = "agent.session.subagent.active"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            subagent: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.obfuscation = try container.decodeIfPresent(String.self, forKey: "obfuscation")
        self.subagent = try container.decodeRequired(Subagent.self, forKey: "subagent", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.subagent.active")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encodeIfPresent(self.obfuscation, forKey: "obfuscation")
        try container.encode(self.subagent, forKey: "subagent")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentSessionSubagentActiveEvent {
    public static var obfuscation: Self { Self("obfuscation") }
}
