// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool call to a computer use tool. See the
/// [computer use guide](https://platform.openai.com/docs/guides/tools-computer-use) for more information.
///
/// - Schema: `#/components/schemas/BetaComputerToolCall`
public nonisolated struct BetaComputerToolCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the computer call. Always `computer_call`.
    public var type: String

    /// The unique ID of the computer call.
    public var id: String

    /// An identifier used when responding to the tool call with output.
    public var callID: String

    public var action: ComputerAction?

    public var actions: BetaComputerActionList?

    /// The pending safety checks for the computer call.
    public var pendingSafetyChecks: [ComputerCallSafetyCheckParam]

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: BetaComputerToolCall.Status

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        callID: String,
        pendingSafetyChecks: [ComputerCallSafetyCheckParam],
        status: BetaComputerToolCall.Status,
        agent: BetaAgentTag? = nil,
        action: ComputerAction? = nil,
        actions: BetaComputerActionList? = nil
    ) {
        self.agent = agent
        self.type = "computer_call"
        self.id = id
        self.callID = callID
        self.action = action
        self.actions = actions
        self.pendingSafetyChecks = pendingSafetyChecks
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            pendingSafetyChecks: .emptyValue,
            status: .emptyValue
        )
    }

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.action = try container.decodeIfPresent(ComputerAction.self, forKey: "action")
        self.actions = try container.decodeIfPresent(BetaComputerActionList.self, forKey: "actions")
        self.pendingSafetyChecks = try container.decodeRequired([ComputerCallSafetyCheckParam].self, forKey: "pending_safety_checks", in: decoder)
        self.status = try container.decodeRequired(BetaComputerToolCall.Status.self, forKey: "status", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.action, forKey: "action")
        try container.encodeIfPresent(self.actions, forKey: "actions")
        try container.encode(self.pendingSafetyChecks, forKey: "pending_safety_checks")
        try container.encode(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == BetaComputerToolCall {
    public static var agent: Self { Self("agent") }
}
