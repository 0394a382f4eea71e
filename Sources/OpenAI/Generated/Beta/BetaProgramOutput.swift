// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaProgramOutput`
public nonisolated struct BetaProgramOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `program_output`.
    public var type: String

    /// The unique ID of the program output item.
    public var id: String

    /// The call ID of the program item.
    public var callID: String

    /// The result produced by the program item.
    public var result: String

    /// The terminal status of the program output item.
    public var status: ProgramOutputStatus

    public init(
        id: String,
        callID: String,
        result: String,
        status: ProgramOutputStatus,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "program_output"
        self.id = id
        self.callID = callID
        self.result = result
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            result: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "program_output")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: "result", in: decoder)
        self.status = try container.decodeRequired(ProgramOutputStatus.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.result, forKey: "result")
        try container.encode(self.status, forKey: "status")
    }
}
