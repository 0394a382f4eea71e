// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaProgramOutputItemParam`
public nonisolated struct BetaProgramOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    /// The unique ID of this program output item.
    public var id: String

    /// The item type. Always `program_output`.
    public var type: String

    /// The call ID of the program item.
    public var callID: String

    /// The result produced by the program item.
    public var result: String

    /// The terminal status of the program output.
    public var status: ProgramOutputItemStatus

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        callID: String,
        result: String,
        status: ProgramOutputItemStatus,
        agent: Beta_AgentTagParam? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "program_output"
        self.callID = callID
        self.result = result
        self.status = status
        self.nullNames = []
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
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "program_output")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.result = try container.decodeRequired(String.self, forKey: "result", in: decoder)
        self.status = try container.decodeRequired(ProgramOutputItemStatus.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.result, forKey: "result")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaProgramOutputItemParam {
    public static var agent: Self { Self("agent") }
}
