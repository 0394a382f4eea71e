// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The output of a computer tool call.
///
/// - Schema: `#/components/schemas/BetaComputerCallOutputItemParam`
public nonisolated struct BetaComputerCallOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    public var output: ComputerScreenshotImage

    public var acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]?

    public var status: FunctionCallItemStatus?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        output: ComputerScreenshotImage,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "computer_call_output"
        self.output = output
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            output: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_call_output")
        self.output = try container.decodeRequired(ComputerScreenshotImage.self, forKey: "output", in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([ComputerCallSafetyCheckParam].self, forKey: "acknowledged_safety_checks")
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.output, forKey: "output")
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: "acknowledged_safety_checks")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerCallOutputItemParam {
    public static var agent: Self { Self("agent") }
    public static var id: Self { Self("id") }
    public static var acknowledgedSafetyChecks: Self { Self("acknowledged_safety_checks") }
    public static var status: Self { Self("status") }
}
