// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a run step delta i.e. any changed fields on a run step during streaming.
///
/// - Schema: `#/components/schemas/RunStepDeltaObject`
public struct RunStepDeltaObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the run step, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.run.step.delta`.
    public var object: String

    /// The delta containing the fields that have changed on the run step.
    public var delta: RunStepDeltaObject.Delta

    public init(
        id: String,
        delta: RunStepDeltaObject.Delta
    ) {
        self.id = id
        self.object = "thread.run.step.delta"
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            delta: .emptyValue
        )
    }

    /// The delta containing the fields that have changed on the run step.
    public struct Delta: Codable, Equatable, Sendable, EmptyDecodable {
        /// The details of the run step.
        public var stepDetails: RunStepDeltaObject.Delta.StepDetails?

        public init(
            stepDetails: RunStepDeltaObject.Delta.StepDetails? = nil
        ) {
            self.stepDetails = stepDetails
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The details of the run step.
        public enum StepDetails: Codable, Equatable, Sendable, EmptyDecodable {
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
            self.stepDetails = try container.decodeIfPresent(RunStepDeltaObject.Delta.StepDetails.self, forKey: "step_details")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.stepDetails, forKey: "step_details")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.run.step.delta")
        self.delta = try container.decodeRequired(RunStepDeltaObject.Delta.self, forKey: "delta", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.delta, forKey: "delta")
    }
}
