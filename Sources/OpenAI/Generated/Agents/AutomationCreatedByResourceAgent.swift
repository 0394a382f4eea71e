// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationCreatedByResourceAgent`
public nonisolated struct AutomationCreatedByResourceAgent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The creator session, which is also the automation's target.
    public var sessionID: String

    /// The tool call that created the automation.
    public var toolCallID: String

    /// The type of the object. Always `agent`.
    public var type: String

    public init(
        sessionID: String,
        toolCallID: String
    ) {
        self.sessionID = sessionID
        self.toolCallID = toolCallID
        self.type = "agent"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sessionID: .emptyValue,
            toolCallID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.toolCallID = try container.decodeRequired(String.self, forKey: "tool_call_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.toolCallID, forKey: "tool_call_id")
        try container.encode(self.type, forKey: "type")
    }
}
