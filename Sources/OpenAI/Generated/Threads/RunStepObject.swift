// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a step in execution of a run.
///
/// - Schema: `#/components/schemas/RunStepObject`
public nonisolated struct RunStepObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the run step, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.run.step`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the run step was created.
    public var createdAt: Int

    /// The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) associated with the run step.
    public var assistantID: String

    /// The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was run.
    public var threadID: String

    /// The ID of the [run](https://platform.openai.com/docs/api-reference/runs) that this run step is a part of.
    public var runID: String

    /// The type of run step, which can be either `message_creation` or `tool_calls`.
    public var type: RunStepObject.Kind

    /// The status of the run step, which can be either `in_progress`, `cancelled`, `failed`, `completed`, or `expired`.
    public var status: RunStepObject.Status

    /// The details of the run step.
    public var stepDetails: RunStepObject.StepDetails

    public var lastError: RunStepObject.LastError?

    public var expiredAt: Int?

    public var cancelledAt: Int?

    public var failedAt: Int?

    public var completedAt: Int?

    public var metadata: _OpenAIShared.Metadata?

    public var usage: RunStepCompletionUsage?

    public init(
        id: String,
        createdAt: Int,
        assistantID: String,
        threadID: String,
        runID: String,
        type: RunStepObject.Kind,
        status: RunStepObject.Status,
        stepDetails: RunStepObject.StepDetails,
        lastError: RunStepObject.LastError?,
        expiredAt: Int?,
        cancelledAt: Int?,
        failedAt: Int?,
        completedAt: Int?,
        metadata: _OpenAIShared.Metadata?,
        usage: RunStepCompletionUsage?
    ) {
        self.id = id
        self.object = "thread.run.step"
        self.createdAt = createdAt
        self.assistantID = assistantID
        self.threadID = threadID
        self.runID = runID
        self.type = type
        self.status = status
        self.stepDetails = stepDetails
        self.lastError = lastError
        self.expiredAt = expiredAt
        self.cancelledAt = cancelledAt
        self.failedAt = failedAt
        self.completedAt = completedAt
        self.metadata = metadata
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            assistantID: .emptyValue,
            threadID: .emptyValue,
            runID: .emptyValue,
            type: .emptyValue,
            status: .emptyValue,
            stepDetails: .emptyValue,
            lastError: nil,
            expiredAt: nil,
            cancelledAt: nil,
            failedAt: nil,
            completedAt: nil,
            metadata: nil,
            usage: nil
        )
    }

    /// The type of run step, which can be either `message_creation` or `tool_calls`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case messageCreation
        case toolCalls
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "message_creation": self = .messageCreation
            case "tool_calls": self = .toolCalls
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .messageCreation: "message_creation"
            case .toolCalls: "tool_calls"
            case .unknown(let value): value
            }
        }
    }

    /// The status of the run step, which can be either `in_progress`, `cancelled`, `failed`, `completed`, or `expired`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case cancelled
        case failed
        case completed
        case expired
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "cancelled": self = .cancelled
            case "failed": self = .failed
            case "completed": self = .completed
            case "expired": self = .expired
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .cancelled: "cancelled"
            case .failed: "failed"
            case .completed: "completed"
            case .expired: "expired"
            case .unknown(let value): value
            }
        }
    }

    /// The details of the run step.
    public nonisolated enum StepDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `message_creation`
        case messageCreation(RunStepDetailsMessageCreationObject)
        /// - `type`: `tool_calls`
        case toolCalls(RunStepDetailsToolCallsObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "message_creation": self = .messageCreation(try RunStepDetailsMessageCreationObject(from: decoder)); return
                case "tool_calls": self = .toolCalls(try RunStepDetailsToolCallsObject(from: decoder)); return
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

    /// The last error associated with this run step. Will be `null` if there are no errors.
    public nonisolated struct LastError: Codable, Equatable, Sendable, EmptyDecodable {
        /// One of `server_error` or `rate_limit_exceeded`.
        public var code: RunStepObject.LastError.Code

        /// A human-readable description of the error.
        public var message: String

        public init(
            code: RunStepObject.LastError.Code,
            message: String
        ) {
            self.code = code
            self.message = message
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                code: .emptyValue,
                message: .emptyValue
            )
        }

        /// One of `server_error` or `rate_limit_exceeded`.
        public nonisolated enum Code: OpenEnum, EmptyDecodable {
            case serverError
            case rateLimitExceeded
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "server_error": self = .serverError
                case "rate_limit_exceeded": self = .rateLimitExceeded
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .serverError: "server_error"
                case .rateLimitExceeded: "rate_limit_exceeded"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.code = try container.decodeRequired(RunStepObject.LastError.Code.self, forKey: "code", in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.run.step")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.assistantID = try container.decodeRequired(String.self, forKey: "assistant_id", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.runID = try container.decodeRequired(String.self, forKey: "run_id", in: decoder)
        self.type = try container.decodeRequired(RunStepObject.Kind.self, forKey: "type", in: decoder)
        self.status = try container.decodeRequired(RunStepObject.Status.self, forKey: "status", in: decoder)
        self.stepDetails = try container.decodeRequired(RunStepObject.StepDetails.self, forKey: "step_details", in: decoder)
        self.lastError = try container.decodeIfPresent(RunStepObject.LastError.self, forKey: "last_error")
        self.expiredAt = try container.decodeIfPresent(Int.self, forKey: "expired_at")
        self.cancelledAt = try container.decodeIfPresent(Int.self, forKey: "cancelled_at")
        self.failedAt = try container.decodeIfPresent(Int.self, forKey: "failed_at")
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.usage = try container.decodeIfPresent(RunStepCompletionUsage.self, forKey: "usage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.assistantID, forKey: "assistant_id")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.runID, forKey: "run_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.stepDetails, forKey: "step_details")
        try container.encode(self.lastError, forKey: "last_error")
        try container.encode(self.expiredAt, forKey: "expired_at")
        try container.encode(self.cancelledAt, forKey: "cancelled_at")
        try container.encode(self.failedAt, forKey: "failed_at")
        try container.encode(self.completedAt, forKey: "completed_at")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.usage, forKey: "usage")
    }
}
