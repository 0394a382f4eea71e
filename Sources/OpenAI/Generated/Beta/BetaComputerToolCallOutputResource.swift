// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaComputerToolCallOutputResource`
public nonisolated struct BetaComputerToolCallOutputResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    /// The unique ID of the computer call tool output.
    public var id: String

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The safety checks reported by the API that have been acknowledged by the
    /// developer.
    public var acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]?

    public var output: ComputerScreenshotImage

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: ComputerCallOutputStatus

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        callID: String,
        output: ComputerScreenshotImage,
        status: ComputerCallOutputStatus,
        agent: BetaAgentTag? = nil,
        acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "computer_call_output"
        self.id = id
        self.callID = callID
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.output = output
        self.status = status
        self.createdBy = createdBy
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            output: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_call_output")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([ComputerCallSafetyCheckParam].self, forKey: "acknowledged_safety_checks")
        self.output = try container.decodeRequired(ComputerScreenshotImage.self, forKey: "output", in: decoder)
        self.status = try container.decodeRequired(ComputerCallOutputStatus.self, forKey: "status", in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: "created_by")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: "acknowledged_safety_checks")
        try container.encode(self.output, forKey: "output")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.createdBy, forKey: "created_by")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerToolCallOutputResource {
    public static var agent: Self { Self("agent") }
}
