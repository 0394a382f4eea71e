// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A single item within a conversation. The set of possible types are the same as the `output` type of a [Response object](/docs/api-reference/responses/object#responses/object-output).
///
/// - Schema: `#/components/schemas/ConversationItem`
public enum ConversationItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(ConversationMessage)
    /// - `type`: `function_call`
    case functionCall(FunctionToolCallResource)
    /// - `type`: `function_call_output`
    case functionCallOutput(FunctionToolCallOutputResource)
    /// - `type`: `file_search_call`
    case fileSearchCall(FileSearchToolCall)
    /// - `type`: `web_search_call`
    case webSearchCall(WebSearchToolCall)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(ImageGenToolCall)
    /// - `type`: `computer_call`
    case computerCall(ComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(ComputerToolCallOutputResource)
    /// - `type`: `tool_search_call`
    case toolSearchCall(ToolSearchCall)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(ToolSearchOutput)
    /// - `type`: `additional_tools`
    case additionalTools(AdditionalTools)
    /// - `type`: `reasoning`
    case reasoning(ReasoningItem)
    /// - `type`: `program`
    case program(Program)
    /// - `type`: `program_output`
    case programOutput(ProgramOutput)
    /// - `type`: `compaction`
    case compaction(CompactionBody)
    /// - `type`: `code_interpreter_call`
    case codeInterpreterCall(CodeInterpreterToolCall)
    /// - `type`: `local_shell_call`
    case localShellCall(LocalShellToolCall)
    /// - `type`: `local_shell_call_output`
    case localShellCallOutput(LocalShellToolCallOutput)
    /// - `type`: `shell_call`
    case shellCall(FunctionShellCall)
    /// - `type`: `shell_call_output`
    case shellCallOutput(FunctionShellCallOutput)
    /// - `type`: `apply_patch_call`
    case applyPatchCall(ApplyPatchToolCall)
    /// - `type`: `apply_patch_call_output`
    case applyPatchCallOutput(ApplyPatchToolCallOutput)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(MCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(MCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(MCPApprovalResponseResource)
    /// - `type`: `mcp_call`
    case mcpCall(MCPToolCall)
    /// - `type`: `custom_tool_call`
    case customToolCall(CustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(CustomToolCallOutput)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try ConversationMessage(from: decoder)); return
            case "function_call": self = .functionCall(try FunctionToolCallResource(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try FunctionToolCallOutputResource(from: decoder)); return
            case "file_search_call": self = .fileSearchCall(try FileSearchToolCall(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try WebSearchToolCall(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try ImageGenToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try ComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try ComputerToolCallOutputResource(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try ToolSearchCall(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try ToolSearchOutput(from: decoder)); return
            case "additional_tools": self = .additionalTools(try AdditionalTools(from: decoder)); return
            case "reasoning": self = .reasoning(try ReasoningItem(from: decoder)); return
            case "program": self = .program(try Program(from: decoder)); return
            case "program_output": self = .programOutput(try ProgramOutput(from: decoder)); return
            case "compaction": self = .compaction(try CompactionBody(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try CodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try LocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try LocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try FunctionShellCall(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try FunctionShellCallOutput(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try ApplyPatchToolCall(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try ApplyPatchToolCallOutput(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try MCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try MCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try MCPApprovalResponseResource(from: decoder)); return
            case "mcp_call": self = .mcpCall(try MCPToolCall(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try CustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try CustomToolCallOutput(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .fileSearchCall(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .imageGenerationCall(let value): try value.encode(to: encoder)
        case .computerCall(let value): try value.encode(to: encoder)
        case .computerCallOutput(let value): try value.encode(to: encoder)
        case .toolSearchCall(let value): try value.encode(to: encoder)
        case .toolSearchOutput(let value): try value.encode(to: encoder)
        case .additionalTools(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .programOutput(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .codeInterpreterCall(let value): try value.encode(to: encoder)
        case .localShellCall(let value): try value.encode(to: encoder)
        case .localShellCallOutput(let value): try value.encode(to: encoder)
        case .shellCall(let value): try value.encode(to: encoder)
        case .shellCallOutput(let value): try value.encode(to: encoder)
        case .applyPatchCall(let value): try value.encode(to: encoder)
        case .applyPatchCallOutput(let value): try value.encode(to: encoder)
        case .mcpListTools(let value): try value.encode(to: encoder)
        case .mcpApprovalRequest(let value): try value.encode(to: encoder)
        case .mcpApprovalResponse(let value): try value.encode(to: encoder)
        case .mcpCall(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A list of Conversation items.
///
/// - Schema: `#/components/schemas/ConversationItemList`
public struct ConversationItemList: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of conversation items.
    public var data: [ConversationItem]

    /// Whether there are more items available.
    public var hasMore: Bool

    /// The ID of the first item in the list.
    public var firstID: String

    /// The ID of the last item in the list.
    public var lastID: String

    public init(
        data: [ConversationItem],
        hasMore: Bool,
        firstID: String,
        lastID: String
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.firstID = firstID
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case hasMore = "has_more"
        case firstID = "first_id"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ConversationItem].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
    }
}

/// A message to or from the model.
///
/// - Schema: `#/components/schemas/Message`
public struct ConversationMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the message. Always set to `message`.
    public var type: String

    /// The unique ID of the message.
    public var id: String

    /// The status of item. One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via API.
    public var status: MessageStatus

    /// The role of the message. One of `unknown`, `user`, `assistant`, `system`, `critic`, `discriminator`, `developer`, or `tool`.
    public var role: MessageRole

    /// The content of the message
    public var content: [ConversationMessage.ContentItem]

    public var phase: ConversationMessagePhase?

    public init(
        id: String,
        status: MessageStatus,
        role: MessageRole,
        content: [ConversationMessage.ContentItem],
        phase: ConversationMessagePhase? = nil
    ) {
        self.type = "message"
        self.id = id
        self.status = status
        self.role = role
        self.content = content
        self.phase = phase
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            role: .emptyValue,
            content: .emptyValue
        )
    }

    /// A content part that makes up an input or output item.
    public enum ContentItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(InputTextContent)
        /// - `type`: `output_text`
        case outputText(OutputTextContent)
        /// - `type`: `text`
        case text(TextContent)
        /// - `type`: `summary_text`
        case summaryText(SummaryTextContent)
        /// - `type`: `reasoning_text`
        case reasoningText(ReasoningTextContent)
        /// - `type`: `refusal`
        case refusal(RefusalContent)
        /// - `type`: `input_image`
        case inputImage(InputImageContent)
        /// - `type`: `computer_screenshot`
        case computerScreenshot(ComputerScreenshotContent)
        /// - `type`: `input_file`
        case inputFile(InputFileContent)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try InputTextContent(from: decoder)); return
                case "output_text": self = .outputText(try OutputTextContent(from: decoder)); return
                case "text": self = .text(try TextContent(from: decoder)); return
                case "summary_text": self = .summaryText(try SummaryTextContent(from: decoder)); return
                case "reasoning_text": self = .reasoningText(try ReasoningTextContent(from: decoder)); return
                case "refusal": self = .refusal(try RefusalContent(from: decoder)); return
                case "input_image": self = .inputImage(try InputImageContent(from: decoder)); return
                case "computer_screenshot": self = .computerScreenshot(try ComputerScreenshotContent(from: decoder)); return
                case "input_file": self = .inputFile(try InputFileContent(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputText(let value): try value.encode(to: encoder)
            case .outputText(let value): try value.encode(to: encoder)
            case .text(let value): try value.encode(to: encoder)
            case .summaryText(let value): try value.encode(to: encoder)
            case .reasoningText(let value): try value.encode(to: encoder)
            case .refusal(let value): try value.encode(to: encoder)
            case .inputImage(let value): try value.encode(to: encoder)
            case .computerScreenshot(let value): try value.encode(to: encoder)
            case .inputFile(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case status
        case role
        case content
        case phase
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(MessageStatus.self, forKey: .status, in: decoder)
        self.role = try container.decodeRequired(MessageRole.self, forKey: .role, in: decoder)
        self.content = try container.decodeRequired([ConversationMessage.ContentItem].self, forKey: .content, in: decoder)
        self.phase = try container.decodeIfPresent(ConversationMessagePhase.self, forKey: .phase)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.phase, forKey: .phase)
    }
}

/// - Schema: `#/components/schemas/MessagePhase-2`
public enum ConversationMessagePhase: OpenEnum, EmptyDecodable {
    case commentary
    case finalAnswer
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "commentary": self = .commentary
        case "final_answer": self = .finalAnswer
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .commentary: "commentary"
        case .finalAnswer: "final_answer"
        case .unknown(let value): value
        }
    }
}

/// The conversation that this response belongs to. Items from this conversation are prepended to `input_items` for this response request.
/// Input items and output items from this response are automatically added to this conversation after this response completes.
///
/// - Schema: `#/components/schemas/ConversationParam`
public enum ConversationParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The unique ID of the conversation.
    case conversationID(String)
    case reference(ConversationReference)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .conversationID(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .reference(try ConversationReference(from: decoder)); return
        case .string:
            self = .conversationID(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationID(let value): try value.encode(to: encoder)
        case .reference(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The conversation that this response belongs to.
///
/// - Schema: `#/components/schemas/ConversationParam-2`
public struct ConversationReference: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the conversation.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
    }
}

/// - Schema: `#/components/schemas/ConversationResource`
public struct ConversationResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the conversation.
    public var id: String

    /// The object type, which is always `conversation`.
    public var object: String

    /// Set of 16 key-value pairs that can be attached to an object. This can be         useful for storing additional information about the object in a structured         format, and querying for objects via API or the dashboard.
    ///         Keys are strings with a maximum length of 64 characters. Values are strings         with a maximum length of 512 characters.
    public var metadata: JSONValue

    /// The time at which the conversation was created, measured in seconds since the Unix epoch.
    public var createdAt: Int

    public init(
        id: String,
        metadata: JSONValue,
        createdAt: Int
    ) {
        self.id = id
        self.object = "conversation"
        self.metadata = metadata
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            metadata: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case metadata
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "conversation")
        self.metadata = try container.decodeRequired(JSONValue.self, forKey: .metadata, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}
