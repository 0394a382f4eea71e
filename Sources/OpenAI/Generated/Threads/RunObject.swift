// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIChat
import _OpenAIShared

/// Represents an execution run on a [thread](https://platform.openai.com/docs/api-reference/threads).
///
/// - Schema: `#/components/schemas/RunObject`
public nonisolated struct RunObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.run`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the run was created.
    public var createdAt: Int

    /// The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was executed on as a part of this run.
    public var threadID: String

    /// The ID of the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for execution of this run.
    public var assistantID: String

    /// The status of the run, which can be either `queued`, `in_progress`, `requires_action`, `cancelling`, `cancelled`, `failed`, `completed`, `incomplete`, or `expired`.
    public var status: RunStatus

    /// Details on the action required to continue the run. Will be `null` if no action is required.
    public var requiredAction: RunObject.RequiredAction?

    /// The last error associated with this run. Will be `null` if there are no errors.
    public var lastError: RunObject.LastError?

    /// The Unix timestamp (in seconds) for when the run will expire.
    public var expiresAt: Int?

    /// The Unix timestamp (in seconds) for when the run was started.
    public var startedAt: Int?

    /// The Unix timestamp (in seconds) for when the run was cancelled.
    public var cancelledAt: Int?

    /// The Unix timestamp (in seconds) for when the run failed.
    public var failedAt: Int?

    /// The Unix timestamp (in seconds) for when the run was completed.
    public var completedAt: Int?

    /// Details on why the run is incomplete. Will be `null` if the run is not incomplete.
    public var incompleteDetails: RunObject.IncompleteDetails?

    /// The model that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
    public var model: String

    /// The instructions that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
    public var instructions: String

    /// The list of tools that the [assistant](https://platform.openai.com/docs/api-reference/assistants) used for this run.
    public var tools: [AssistantTool]

    public var metadata: _OpenAIShared.Metadata?

    public var usage: RunCompletionUsage?

    /// The sampling temperature used for this run. If not set, defaults to 1.
    public var temperature: Double?

    /// The nucleus sampling value used for this run. If not set, defaults to 1.
    public var topP: Double?

    /// The maximum number of prompt tokens specified to have been used over the course of the run.
    public var maxPromptTokens: Int?

    /// The maximum number of completion tokens specified to have been used over the course of the run.
    public var maxCompletionTokens: Int?

    public var truncationStrategy: TruncationObject?

    public var toolChoice: AssistantsApiToolChoiceOption?

    public var parallelToolCalls: ParallelToolCalls

    public var responseFormat: AssistantsApiResponseFormatOption?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        assistantID: String,
        status: RunStatus,
        requiredAction: RunObject.RequiredAction?,
        lastError: RunObject.LastError?,
        expiresAt: Int?,
        startedAt: Int?,
        cancelledAt: Int?,
        failedAt: Int?,
        completedAt: Int?,
        incompleteDetails: RunObject.IncompleteDetails?,
        model: String,
        instructions: String,
        tools: [AssistantTool],
        metadata: _OpenAIShared.Metadata?,
        usage: RunCompletionUsage?,
        maxPromptTokens: Int?,
        maxCompletionTokens: Int?,
        truncationStrategy: TruncationObject?,
        toolChoice: AssistantsApiToolChoiceOption?,
        parallelToolCalls: ParallelToolCalls,
        responseFormat: AssistantsApiResponseFormatOption?,
        temperature: Double? = nil,
        topP: Double? = nil
    ) {
        self.id = id
        self.object = "thread.run"
        self.createdAt = createdAt
        self.threadID = threadID
        self.assistantID = assistantID
        self.status = status
        self.requiredAction = requiredAction
        self.lastError = lastError
        self.expiresAt = expiresAt
        self.startedAt = startedAt
        self.cancelledAt = cancelledAt
        self.failedAt = failedAt
        self.completedAt = completedAt
        self.incompleteDetails = incompleteDetails
        self.model = model
        self.instructions = instructions
        self.tools = tools
        self.metadata = metadata
        self.usage = usage
        self.temperature = temperature
        self.topP = topP
        self.maxPromptTokens = maxPromptTokens
        self.maxCompletionTokens = maxCompletionTokens
        self.truncationStrategy = truncationStrategy
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
        self.responseFormat = responseFormat
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            assistantID: .emptyValue,
            status: .emptyValue,
            requiredAction: nil,
            lastError: nil,
            expiresAt: nil,
            startedAt: nil,
            cancelledAt: nil,
            failedAt: nil,
            completedAt: nil,
            incompleteDetails: nil,
            model: .emptyValue,
            instructions: .emptyValue,
            tools: .emptyValue,
            metadata: nil,
            usage: nil,
            maxPromptTokens: nil,
            maxCompletionTokens: nil,
            truncationStrategy: nil,
            toolChoice: nil,
            parallelToolCalls: .emptyValue,
            responseFormat: nil
        )
    }

    /// Details on the action required to continue the run. Will be `null` if no action is required.
    public nonisolated struct RequiredAction: Codable, Equatable, Sendable, EmptyDecodable {
        /// For now, this is always `submit_tool_outputs`.
        public var type: String

        /// Details on the tool outputs needed for this run to continue.
        public var submitToolOutputs: RunObject.RequiredAction.SubmitToolOutputs

        public init(
            submitToolOutputs: RunObject.RequiredAction.SubmitToolOutputs
        ) {
            self.type = "submit_tool_outputs"
            self.submitToolOutputs = submitToolOutputs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                submitToolOutputs: .emptyValue
            )
        }

        /// Details on the tool outputs needed for this run to continue.
        public nonisolated struct SubmitToolOutputs: Codable, Equatable, Sendable, EmptyDecodable {
            /// A list of the relevant tool calls.
            public var toolCalls: [RunToolCallObject]

            public init(
                toolCalls: [RunToolCallObject]
            ) {
                self.toolCalls = toolCalls
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    toolCalls: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.toolCalls = try container.decodeRequired([RunToolCallObject].self, forKey: "tool_calls", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.toolCalls, forKey: "tool_calls")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "submit_tool_outputs")
            self.submitToolOutputs = try container.decodeRequired(RunObject.RequiredAction.SubmitToolOutputs.self, forKey: "submit_tool_outputs", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.submitToolOutputs, forKey: "submit_tool_outputs")
        }
    }

    /// The last error associated with this run. Will be `null` if there are no errors.
    public nonisolated struct LastError: Codable, Equatable, Sendable, EmptyDecodable {
        /// One of `server_error`, `rate_limit_exceeded`, or `invalid_prompt`.
        public var code: RunObject.LastError.Code

        /// A human-readable description of the error.
        public var message: String

        public init(
            code: RunObject.LastError.Code,
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

        /// One of `server_error`, `rate_limit_exceeded`, or `invalid_prompt`.
        public nonisolated enum Code: OpenEnum, EmptyDecodable {
            case serverError
            case rateLimitExceeded
            case invalidPrompt
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "server_error": self = .serverError
                case "rate_limit_exceeded": self = .rateLimitExceeded
                case "invalid_prompt": self = .invalidPrompt
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .serverError: "server_error"
                case .rateLimitExceeded: "rate_limit_exceeded"
                case .invalidPrompt: "invalid_prompt"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.code = try container.decodeRequired(RunObject.LastError.Code.self, forKey: "code", in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
        }
    }

    /// Details on why the run is incomplete. Will be `null` if the run is not incomplete.
    public nonisolated struct IncompleteDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// The reason why the run is incomplete. This will point to which specific token limit was reached over the course of the run.
        public var reason: RunObject.IncompleteDetails.Reason?

        public init(
            reason: RunObject.IncompleteDetails.Reason? = nil
        ) {
            self.reason = reason
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The reason why the run is incomplete. This will point to which specific token limit was reached over the course of the run.
        public nonisolated enum Reason: OpenEnum, EmptyDecodable {
            case maxCompletionTokens
            case maxPromptTokens
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "max_completion_tokens": self = .maxCompletionTokens
                case "max_prompt_tokens": self = .maxPromptTokens
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .maxCompletionTokens: "max_completion_tokens"
                case .maxPromptTokens: "max_prompt_tokens"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.reason = try container.decodeIfPresent(RunObject.IncompleteDetails.Reason.self, forKey: "reason")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.reason, forKey: "reason")
        }
    }

    /// Formerly a type of its own; the spec now names it `RunStatus`.
    @available(*, deprecated, renamed: "RunStatus")
    public typealias Status = RunStatus

    /// Formerly a type of its own; the spec now names it `AssistantTool`.
    @available(*, deprecated, renamed: "AssistantTool")
    public typealias Tool = AssistantTool

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.run")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.assistantID = try container.decodeRequired(String.self, forKey: "assistant_id", in: decoder)
        self.status = try container.decodeRequired(RunStatus.self, forKey: "status", in: decoder)
        self.requiredAction = try container.decodeIfPresent(RunObject.RequiredAction.self, forKey: "required_action")
        self.lastError = try container.decodeIfPresent(RunObject.LastError.self, forKey: "last_error")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.startedAt = try container.decodeIfPresent(Int.self, forKey: "started_at")
        self.cancelledAt = try container.decodeIfPresent(Int.self, forKey: "cancelled_at")
        self.failedAt = try container.decodeIfPresent(Int.self, forKey: "failed_at")
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.incompleteDetails = try container.decodeIfPresent(RunObject.IncompleteDetails.self, forKey: "incomplete_details")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.instructions = try container.decodeRequired(String.self, forKey: "instructions", in: decoder)
        self.tools = try container.decodeRequired([AssistantTool].self, forKey: "tools", in: decoder)
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.usage = try container.decodeIfPresent(RunCompletionUsage.self, forKey: "usage")
        self.temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self.topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self.maxPromptTokens = try container.decodeIfPresent(Int.self, forKey: "max_prompt_tokens")
        self.maxCompletionTokens = try container.decodeIfPresent(Int.self, forKey: "max_completion_tokens")
        self.truncationStrategy = try container.decodeIfPresent(TruncationObject.self, forKey: "truncation_strategy")
        self.toolChoice = try container.decodeIfPresent(AssistantsApiToolChoiceOption.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeRequired(ParallelToolCalls.self, forKey: "parallel_tool_calls", in: decoder)
        self.responseFormat = try container.decodeIfPresent(AssistantsApiResponseFormatOption.self, forKey: "response_format")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.assistantID, forKey: "assistant_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.requiredAction, forKey: "required_action")
        try container.encode(self.lastError, forKey: "last_error")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.startedAt, forKey: "started_at")
        try container.encode(self.cancelledAt, forKey: "cancelled_at")
        try container.encode(self.failedAt, forKey: "failed_at")
        try container.encode(self.completedAt, forKey: "completed_at")
        try container.encode(self.incompleteDetails, forKey: "incomplete_details")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.instructions, forKey: "instructions")
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.temperature, forKey: "temperature")
        try container.encodeIfPresent(self.topP, forKey: "top_p")
        try container.encode(self.maxPromptTokens, forKey: "max_prompt_tokens")
        try container.encode(self.maxCompletionTokens, forKey: "max_completion_tokens")
        try container.encode(self.truncationStrategy, forKey: "truncation_strategy")
        try container.encode(self.toolChoice, forKey: "tool_choice")
        try container.encode(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encode(self.responseFormat, forKey: "response_format")
    }
}

nonisolated extension NullableMember where Owner == RunObject {
    public static var temperature: Self { Self("temperature") }
    public static var topP: Self { Self("top_p") }
}
