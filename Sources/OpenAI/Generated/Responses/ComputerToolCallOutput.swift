// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The output of a computer tool call.
///
/// - Schema: `#/components/schemas/ComputerToolCallOutput`
public nonisolated struct ComputerToolCallOutput: Codable, Equatable, Sendable, EmptyDecodable {
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
    public var status: ComputerToolCallOutput.Status?

    public init(
        callID: String,
        output: ComputerScreenshotImage,
        id: String? = nil,
        acknowledgedSafetyChecks: [ComputerCallSafetyCheckParam]? = nil,
        status: ComputerToolCallOutput.Status? = nil
    ) {
        self.type = "computer_call_output"
        self.id = id
        self.callID = callID
        self.acknowledgedSafetyChecks = acknowledgedSafetyChecks
        self.output = output
        self.status = status
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_call_output")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.acknowledgedSafetyChecks = try container.decodeIfPresent([ComputerCallSafetyCheckParam].self, forKey: "acknowledged_safety_checks")
        self.output = try container.decodeRequired(ComputerScreenshotImage.self, forKey: "output", in: decoder)
        self.status = try container.decodeIfPresent(ComputerToolCallOutput.Status.self, forKey: "status")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.acknowledgedSafetyChecks, forKey: "acknowledged_safety_checks")
        try container.encode(self.output, forKey: "output")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}
