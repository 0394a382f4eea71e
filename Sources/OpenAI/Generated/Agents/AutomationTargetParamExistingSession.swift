// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Deliver instructions to an existing session.
///
/// - Schema: `#/components/schemas/AutomationTargetParamExistingSession`
public nonisolated struct AutomationTargetParamExistingSession: Codable, Equatable, Sendable, EmptyDecodable {
    /// Instructions delivered as an automation notification.
    public var instructions: String

    /// The session receiving each invocation.
    public var sessionID: String

    /// The type of the object. Always `existing_session`.
    public var type: String

    public init(
        instructions: String,
        sessionID: String
    ) {
        self.instructions = instructions
        self.sessionID = sessionID
        self.type = "existing_session"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            instructions: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeRequired(String.self, forKey: "instructions", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "existing_session")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.instructions, forKey: "instructions")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.type, forKey: "type")
    }
}
