// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The output of a computer tool call.
///
/// - Schema: `#/components/schemas/BetaComputerToolCallOutput`
public nonisolated struct BetaComputerToolCallOutput: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer tool call output. Always `computer_call_output`.
    public var type: String

    /// The ID of the computer tool call output.
    public var id: String?

    /// The ID of the computer tool call that produced the output.
    public var callID: String

    /// The safety checks reported by the API that have been acknowledged by the
    /// developer.
    public var acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]?

    public var output: ComputerScreenshotImage

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: BetaComputerToolCallOutput.Status?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        output: ComputerScreenshotImage,
        agent: BetaAgentTag? = nil,
        id: String? = nil,
        acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]? = nil,
        status: BetaComputerToolCallOutput.Status? = nil
    ) {
        self.agent = agent
        self.type = "computer_call_output"
        self.id = id
        self.callID = callID
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.output = output
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

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_call_output")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([ComputerCallSafetyCheckParam].self, forKey: "acknowledged_safety_checks")
        self.output = try container.decodeRequired(ComputerScreenshotImage.self, forKey: "output", in: decoder)
        self.status = try container.decodeIfPresent(BetaComputerToolCallOutput.Status.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: "acknowledged_safety_checks")
        try container.encode(self.output, forKey: "output")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerToolCallOutput {
    public static var agent: Self { Self("agent") }
}
