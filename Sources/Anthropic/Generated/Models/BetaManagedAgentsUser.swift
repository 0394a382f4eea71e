// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attribution for a write made by a human user through the Anthropic Console.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserActor`
public struct BetaManagedAgentsUserActor: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the user who performed the write (a `user_...` value).
    public var userID: String

    public init(
        userID: String
    ) {
        self.type = "user_actor"
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case userID = "user_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user_actor")
        self.userID = try container.decodeRequired(String.self, forKey: .userID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.userID, forKey: .userID)
    }
}

/// Content block in a user message. Can be `text`, `image`, or `document`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserContentBlock`
public enum BetaManagedAgentsUserContentBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(BetaManagedAgentsTextBlock)
    /// - `type`: `image`
    case image(BetaManagedAgentsImageBlock)
    /// - `type`: `document`
    case document(BetaManagedAgentsDocumentBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try BetaManagedAgentsTextBlock(from: decoder)); return
            case "image": self = .image(try BetaManagedAgentsImageBlock(from: decoder)); return
            case "document": self = .document(try BetaManagedAgentsDocumentBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .document(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Event sent by the client providing the result of a custom tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserCustomToolResultEvent`
public struct BetaManagedAgentsUserCustomToolResultEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.custom_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var customToolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    /// Timestamp when this result was processed.
    public var processedAt: BetaTimestamp?

    /// Routes this result to a subagent thread. Copy from the `agent.custom_tool_use` event's `session_thread_id`.
    public var sessionThreadID: String?

    public init(
        id: String,
        customToolUseID: String,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.custom_tool_result"
        self.id = id
        self.customToolUseID = customToolUseID
        self.content = content
        self.isError = isError
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            customToolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case customToolUseID = "custom_tool_use_id"
        case content
        case isError = "is_error"
        case processedAt = "processed_at"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.custom_tool_result")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.customToolUseID = try container.decodeRequired(String.self, forKey: .customToolUseID, in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .processedAt)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.customToolUseID, forKey: .customToolUseID)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
        try container.encodeIfPresent(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// Parameters for providing the result of a custom tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserCustomToolResultEventParams`
public struct BetaManagedAgentsUserCustomToolResultEventParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The id of the `agent.custom_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var customToolUseID: String

    /// The result content returned by the tool.
    public var content: [BetaManagedAgentsToolResultContentBlock]?

    /// Whether the tool execution resulted in an error.
    public var isError: Bool?

    public init(
        customToolUseID: String,
        content: [BetaManagedAgentsToolResultContentBlock]? = nil,
        isError: Bool? = nil
    ) {
        self.type = "user.custom_tool_result"
        self.customToolUseID = customToolUseID
        self.content = content
        self.isError = isError
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            customToolUseID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case customToolUseID = "custom_tool_use_id"
        case content
        case isError = "is_error"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.custom_tool_result")
        self.customToolUseID = try container.decodeRequired(String.self, forKey: .customToolUseID, in: decoder)
        self.content = try container.decodeIfPresent([BetaManagedAgentsToolResultContentBlock].self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.customToolUseID, forKey: .customToolUseID)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
    }
}

/// Echo of a `user.define_outcome` input event. Carries the server-generated `outcome_id` that subsequent `span.outcome_evaluation_*` events reference.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserDefineOutcomeEvent`
public struct BetaManagedAgentsUserDefineOutcomeEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the outcome was accepted.
    public var processedAt: BetaTimestamp

    /// Server-generated `outc_` ID for this outcome. Referenced by `span.outcome_evaluation_*` events and the session's `outcome_evaluations` list.
    public var outcomeID: String

    /// What the agent should produce. Copied from the input event.
    public var description: String

    /// Evaluate-then-revise cycles before giving up. Default 3, max 20.
    public var maxIterations: Int?

    /// How to grade the outcome. File rubrics are currently resolved to their text content; clients should handle both variants.
    public var rubric: BetaManagedAgentsRubric

    public init(
        id: String,
        processedAt: BetaTimestamp,
        outcomeID: String,
        description: String,
        maxIterations: Int?,
        rubric: BetaManagedAgentsRubric
    ) {
        self.type = "user.define_outcome"
        self.id = id
        self.processedAt = processedAt
        self.outcomeID = outcomeID
        self.description = description
        self.maxIterations = maxIterations
        self.rubric = rubric
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            outcomeID: .emptyValue,
            description: .emptyValue,
            maxIterations: nil,
            rubric: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case outcomeID = "outcome_id"
        case description
        case maxIterations = "max_iterations"
        case rubric
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.define_outcome")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .processedAt, in: decoder)
        self.outcomeID = try container.decodeRequired(String.self, forKey: .outcomeID, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.maxIterations = try container.decodeIfPresent(Int.self, forKey: .maxIterations)
        self.rubric = try container.decodeRequired(BetaManagedAgentsRubric.self, forKey: .rubric, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.processedAt, forKey: .processedAt)
        try container.encode(self.outcomeID, forKey: .outcomeID)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.maxIterations, forKey: .maxIterations)
        try container.encode(self.rubric, forKey: .rubric)
    }
}

/// Parameters for defining an outcome the agent should work toward. The agent begins work on receipt.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserDefineOutcomeEventParams`
public struct BetaManagedAgentsUserDefineOutcomeEventParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// What the agent should produce. This is the task specification.
    public var description: String

    /// How to grade the outcome. Text or file reference.
    public var rubric: BetaManagedAgentsRubricParams

    /// Eval→revision cycles before giving up. Default 3, max 20.
    public var maxIterations: Int?

    public init(
        description: String,
        rubric: BetaManagedAgentsRubricParams,
        maxIterations: Int? = nil
    ) {
        self.type = "user.define_outcome"
        self.description = description
        self.rubric = rubric
        self.maxIterations = maxIterations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            rubric: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case description
        case rubric
        case maxIterations = "max_iterations"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.define_outcome")
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.rubric = try container.decodeRequired(BetaManagedAgentsRubricParams.self, forKey: .rubric, in: decoder)
        self.maxIterations = try container.decodeIfPresent(Int.self, forKey: .maxIterations)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.rubric, forKey: .rubric)
        try container.encodeIfPresent(self.maxIterations, forKey: .maxIterations)
    }
}

/// An interrupt event that pauses agent execution and returns control to the user.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserInterruptEvent`
public struct BetaManagedAgentsUserInterruptEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the interrupt was processed.
    public var processedAt: BetaTimestamp?

    /// If absent, interrupts every non-archived thread in a multiagent session (or the primary alone in a single-agent session). If present, interrupts only the named thread.
    public var sessionThreadID: String?

    public init(
        id: String,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.interrupt"
        self.id = id
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case processedAt = "processed_at"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.interrupt")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .processedAt)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// Parameters for sending an interrupt to pause the agent.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserInterruptEventParams`
public struct BetaManagedAgentsUserInterruptEventParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// If absent, interrupts every non-archived thread in a multiagent session (or the primary alone in a single-agent session). If present, interrupts only the named thread.
    public var sessionThreadID: String?

    public init(
        sessionThreadID: String? = nil
    ) {
        self.type = "user.interrupt"
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.interrupt")
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// A user message event in the session conversation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserMessageEvent`
public struct BetaManagedAgentsUserMessageEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Array of content blocks comprising the user message.
    public var content: [BetaManagedAgentsUserContentBlock]

    /// Timestamp when the agent finished processing this message.
    public var processedAt: BetaTimestamp?

    public init(
        id: String,
        content: [BetaManagedAgentsUserContentBlock],
        processedAt: BetaTimestamp? = nil
    ) {
        self.type = "user.message"
        self.id = id
        self.content = content
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case content
        case processedAt = "processed_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.message")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: .content, in: decoder)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .processedAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.processedAt, forKey: .processedAt)
    }
}

/// Parameters for sending a user message to the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserMessageEventParams`
public struct BetaManagedAgentsUserMessageEventParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Array of content blocks for the user message.
    public var content: [BetaManagedAgentsUserContentBlock]

    public init(
        content: [BetaManagedAgentsUserContentBlock]
    ) {
        self.type = "user.message"
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.message")
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: .content, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.content, forKey: .content)
    }
}

/// A tool confirmation event that approves or denies a pending tool execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationEvent`
public struct BetaManagedAgentsUserToolConfirmationEvent: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var toolUseID: String

    /// The confirmation result: 'allow' or 'deny'.
    public var result: BetaManagedAgentsUserToolConfirmationResult

    /// Optional message providing context for a 'deny' decision. Only allowed when result is 'deny'.
    public var denyMessage: String?

    /// Timestamp when the confirmation was processed.
    public var processedAt: BetaTimestamp?

    /// When set, the confirmation routes to this subagent's thread rather than the primary. Echo this from the `session_thread_id` on the `agent.tool_use` or `agent.mcp_tool_use` event that prompted the approval.
    public var sessionThreadID: String?

    public init(
        id: String,
        toolUseID: String,
        result: BetaManagedAgentsUserToolConfirmationResult,
        denyMessage: String? = nil,
        processedAt: BetaTimestamp? = nil,
        sessionThreadID: String? = nil
    ) {
        self.type = "user.tool_confirmation"
        self.id = id
        self.toolUseID = toolUseID
        self.result = result
        self.denyMessage = denyMessage
        self.processedAt = processedAt
        self.sessionThreadID = sessionThreadID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            toolUseID: .emptyValue,
            result: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case toolUseID = "tool_use_id"
        case result
        case denyMessage = "deny_message"
        case processedAt = "processed_at"
        case sessionThreadID = "session_thread_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.tool_confirmation")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.result = try container.decodeRequired(BetaManagedAgentsUserToolConfirmationResult.self, forKey: .result, in: decoder)
        self.denyMessage = try container.decodeIfPresent(String.self, forKey: .denyMessage)
        self.processedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: .processedAt)
        self.sessionThreadID = try container.decodeIfPresent(String.self, forKey: .sessionThreadID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.result, forKey: .result)
        try container.encodeIfPresent(self.denyMessage, forKey: .denyMessage)
        try container.encodeIfPresent(self.processedAt, forKey: .processedAt)
        try container.encodeIfPresent(self.sessionThreadID, forKey: .sessionThreadID)
    }
}

/// Parameters for confirming or denying a tool execution request.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationEventParams`
public struct BetaManagedAgentsUserToolConfirmationEventParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The id of the `agent.tool_use` or `agent.mcp_tool_use` event this result corresponds to, which can be found in the last `session.status_idle` [event's](https://platform.claude.com/docs/en/api/beta/sessions/events/list#beta_managed_agents_session_requires_action.event_ids) `stop_reason.event_ids` field.
    public var toolUseID: String

    /// The confirmation result: 'allow' or 'deny'.
    public var result: BetaManagedAgentsUserToolConfirmationResult

    /// Optional message providing context for a 'deny' decision. Only allowed when result is 'deny'.
    public var denyMessage: String?

    public init(
        toolUseID: String,
        result: BetaManagedAgentsUserToolConfirmationResult,
        denyMessage: String? = nil
    ) {
        self.type = "user.tool_confirmation"
        self.toolUseID = toolUseID
        self.result = result
        self.denyMessage = denyMessage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue,
            result: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case toolUseID = "tool_use_id"
        case result
        case denyMessage = "deny_message"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "user.tool_confirmation")
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.result = try container.decodeRequired(BetaManagedAgentsUserToolConfirmationResult.self, forKey: .result, in: decoder)
        self.denyMessage = try container.decodeIfPresent(String.self, forKey: .denyMessage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.result, forKey: .result)
        try container.encodeIfPresent(self.denyMessage, forKey: .denyMessage)
    }
}

/// UserToolConfirmationResult enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserToolConfirmationResult`
public enum BetaManagedAgentsUserToolConfirmationResult: OpenEnum, EmptyDecodable {
    case allow
    case deny
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "allow": self = .allow
        case "deny": self = .deny
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .allow: "allow"
        case .deny: "deny"
        case .unknown(let value): value
        }
    }
}
