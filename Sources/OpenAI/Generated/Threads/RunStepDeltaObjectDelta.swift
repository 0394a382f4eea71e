// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The delta containing the fields that have changed on the run step.
///
/// - Schema: `#/components/schemas/RunStepDeltaObjectDelta`
public nonisolated struct RunStepDeltaObjectDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// The details of the run step.
    public var stepDetails: RunStepDeltaObjectDelta.StepDetails?

    public init(
        stepDetails: RunStepDeltaObjectDelta.StepDetails? = nil
    ) {
        self.stepDetails = stepDetails
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The details of the run step.
    public nonisolated enum StepDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `message_creation`
        case messageCreation(RunStepDeltaStepDetailsMessageCreationObject)
        /// - `type`: `tool_calls`
        case toolCalls(RunStepDeltaStepDetailsToolCallsObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "message_creation": self = .messageCreation(try RunStepDeltaStepDetailsMessageCreationObject(from: decoder)); return
                case "tool_calls": self = .toolCalls(try RunStepDeltaStepDetailsToolCallsObject(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .messageCreation(let value): try value.encode(to: encoder)
            case .toolCalls(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.stepDetails = try container.decodeIfPresent(RunStepDeltaObjectDelta.StepDetails.self, forKey: "step_details")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.stepDetails, forKey: "step_details")
    }
}
