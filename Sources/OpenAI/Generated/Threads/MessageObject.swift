// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Represents a message within a [thread](https://platform.openai.com/docs/api-reference/threads).
///
/// - Schema: `#/components/schemas/MessageObject`
public nonisolated struct MessageObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.message`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the message was created.
    public var createdAt: Int

    /// The [thread](https://platform.openai.com/docs/api-reference/threads) ID that this message belongs to.
    public var threadID: String

    /// The status of the message, which can be either `in_progress`, `incomplete`, or `completed`.
    public var status: MessageObject.Status

    public var incompleteDetails: MessageObject.IncompleteDetails?

    public var completedAt: Int?

    public var incompleteAt: Int?

    /// The entity that produced the message. One of `user` or `assistant`.
    public var role: MessageObject.Role

    /// The content of the message in array of text and/or images.
    public var content: [MessageContent]

    public var assistantID: String?

    public var runID: String?

    public var attachments: [MessageObject.Attachment]?

    public var metadata: _OpenAIShared.Metadata?

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        status: MessageObject.Status,
        incompleteDetails: MessageObject.IncompleteDetails?,
        completedAt: Int?,
        incompleteAt: Int?,
        role: MessageObject.Role,
        content: [MessageContent],
        assistantID: String?,
        runID: String?,
        attachments: [MessageObject.Attachment]?,
        metadata: _OpenAIShared.Metadata?
    ) {
        self.id = id
        self.object = "thread.message"
        self.createdAt = createdAt
        self.threadID = threadID
        self.status = status
        self.incompleteDetails = incompleteDetails
        self.completedAt = completedAt
        self.incompleteAt = incompleteAt
        self.role = role
        self.content = content
        self.assistantID = assistantID
        self.runID = runID
        self.attachments = attachments
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            status: .emptyValue,
            incompleteDetails: nil,
            completedAt: nil,
            incompleteAt: nil,
            role: .emptyValue,
            content: .emptyValue,
            assistantID: nil,
            runID: nil,
            attachments: nil,
            metadata: nil
        )
    }

    /// The status of the message, which can be either `in_progress`, `incomplete`, or `completed`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case incomplete
        case completed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "incomplete": self = .incomplete
            case "completed": self = .completed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .incomplete: "incomplete"
            case .completed: "completed"
            case .unknown(let value): value
            }
        }
    }

    /// On an incomplete message, details about why the message is incomplete.
    public nonisolated struct IncompleteDetails: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The reason the message is incomplete.
        public var reason: MessageObject.IncompleteDetails.Reason

        public init(
            reason: MessageObject.IncompleteDetails.Reason
        ) {
            self.reason = reason
        }

        public init(stringLiteral value: String) {
            self.init(reason: MessageObject.IncompleteDetails.Reason(stringLiteral: value))
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                reason: .emptyValue
            )
        }

        /// The reason the message is incomplete.
        public nonisolated enum Reason: OpenEnum, EmptyDecodable {
            case contentFilter
            case maxTokens
            case runCancelled
            case runExpired
            case runFailed
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "content_filter": self = .contentFilter
                case "max_tokens": self = .maxTokens
                case "run_cancelled": self = .runCancelled
                case "run_expired": self = .runExpired
                case "run_failed": self = .runFailed
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .contentFilter: "content_filter"
                case .maxTokens: "max_tokens"
                case .runCancelled: "run_cancelled"
                case .runExpired: "run_expired"
                case .runFailed: "run_failed"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.reason = try container.decodeRequired(MessageObject.IncompleteDetails.Reason.self, forKey: "reason", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.reason, forKey: "reason")
        }
    }

    /// The entity that produced the message. One of `user` or `assistant`.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case assistant
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "assistant": self = .assistant
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct Attachment: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the file to attach to the message.
        public var fileID: String?

        /// The tools to add this file to.
        public var tools: [MessageObject.Attachment.Tool]?

        public init(
            fileID: String? = nil,
            tools: [MessageObject.Attachment.Tool]? = nil
        ) {
            self.fileID = fileID
            self.tools = tools
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated enum Tool: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `code_interpreter`
            case codeInterpreter(AssistantToolsCode)
            /// - `type`: `file_search`
            case fileSearch(AssistantToolsFileSearchTypeOnly)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "code_interpreter": self = .codeInterpreter(try AssistantToolsCode(from: decoder)); return
                    case "file_search": self = .fileSearch(try AssistantToolsFileSearchTypeOnly(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .codeInterpreter(let value): try value.encode(to: encoder)
                case .fileSearch(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
            self.tools = try container.decodeIfPresent([MessageObject.Attachment.Tool].self, forKey: "tools")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
            try container.encodeIfPresent(self.tools, forKey: "tools")
        }
    }

    /// Formerly a type of its own; the spec now names it `MessageContent`.
    @available(*, deprecated, renamed: "MessageContent")
    public typealias ContentItem = MessageContent

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.message")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.status = try container.decodeRequired(MessageObject.Status.self, forKey: "status", in: decoder)
        self.incompleteDetails = try container.decodeIfPresent(MessageObject.IncompleteDetails.self, forKey: "incomplete_details")
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.incompleteAt = try container.decodeIfPresent(Int.self, forKey: "incomplete_at")
        self.role = try container.decodeRequired(MessageObject.Role.self, forKey: "role", in: decoder)
        self.content = try container.decodeRequired([MessageContent].self, forKey: "content", in: decoder)
        self.assistantID = try container.decodeIfPresent(String.self, forKey: "assistant_id")
        self.runID = try container.decodeIfPresent(String.self, forKey: "run_id")
        self.attachments = try container.decodeIfPresent([MessageObject.Attachment].self, forKey: "attachments")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.incompleteDetails, forKey: "incomplete_details")
        try container.encode(self.completedAt, forKey: "completed_at")
        try container.encode(self.incompleteAt, forKey: "incomplete_at")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.assistantID, forKey: "assistant_id")
        try container.encode(self.runID, forKey: "run_id")
        try container.encode(self.attachments, forKey: "attachments")
        try container.encode(self.metadata, forKey: "metadata")
    }
}
