// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An audio output from the model.
///
/// - Schema: `#/components/schemas/OutputAudio`
public struct OutputAudio: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the output audio. Always `output_audio`.
    public var type: String

    /// Base64-encoded audio data from the model.
    public var data: String

    /// The transcript of the audio data from the model.
    public var transcript: String

    public init(
        data: String,
        transcript: String
    ) {
        self.type = "output_audio"
        self.data = data
        self.transcript = transcript
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            transcript: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case data
        case transcript
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_audio")
        self.data = try container.decodeRequired(String.self, forKey: .data, in: decoder)
        self.transcript = try container.decodeRequired(String.self, forKey: .transcript, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.transcript, forKey: .transcript)
    }
}

/// - Schema: `#/components/schemas/OutputContent`
public enum OutputContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(OutputTextContent)
    /// - `type`: `refusal`
    case refusal(RefusalContent)
    /// - `type`: `reasoning_text`
    case reasoningText(ReasoningTextContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try OutputTextContent(from: decoder)); return
            case "refusal": self = .refusal(try RefusalContent(from: decoder)); return
            case "reasoning_text": self = .reasoningText(try ReasoningTextContent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outputText(let value): try value.encode(to: encoder)
        case .refusal(let value): try value.encode(to: encoder)
        case .reasoningText(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/OutputItem`
public enum OutputItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(OutputMessage)
    /// - `type`: `file_search_call`
    case fileSearchCall(FileSearchToolCall)
    /// - `type`: `function_call`
    case functionCall(FunctionToolCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(FunctionToolCallOutputResource)
    /// - `type`: `web_search_call`
    case webSearchCall(WebSearchToolCall)
    /// - `type`: `computer_call`
    case computerCall(ComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(ComputerToolCallOutputResource)
    /// - `type`: `reasoning`
    case reasoning(ReasoningItem)
    /// - `type`: `program`
    case program(Program)
    /// - `type`: `program_output`
    case programOutput(ProgramOutput)
    /// - `type`: `tool_search_call`
    case toolSearchCall(ToolSearchCall)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(ToolSearchOutput)
    /// - `type`: `additional_tools`
    case additionalTools(AdditionalTools)
    /// - `type`: `compaction`
    case compaction(CompactionBody)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(ImageGenToolCall)
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
    /// - `type`: `mcp_call`
    case mcpCall(MCPToolCall)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(MCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(MCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(MCPApprovalResponseResource)
    /// - `type`: `custom_tool_call`
    case customToolCall(CustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(CustomToolCallOutputResource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try OutputMessage(from: decoder)); return
            case "file_search_call": self = .fileSearchCall(try FileSearchToolCall(from: decoder)); return
            case "function_call": self = .functionCall(try FunctionToolCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try FunctionToolCallOutputResource(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try WebSearchToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try ComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try ComputerToolCallOutputResource(from: decoder)); return
            case "reasoning": self = .reasoning(try ReasoningItem(from: decoder)); return
            case "program": self = .program(try Program(from: decoder)); return
            case "program_output": self = .programOutput(try ProgramOutput(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try ToolSearchCall(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try ToolSearchOutput(from: decoder)); return
            case "additional_tools": self = .additionalTools(try AdditionalTools(from: decoder)); return
            case "compaction": self = .compaction(try CompactionBody(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try ImageGenToolCall(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try CodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try LocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try LocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try FunctionShellCall(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try FunctionShellCallOutput(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try ApplyPatchToolCall(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try ApplyPatchToolCallOutput(from: decoder)); return
            case "mcp_call": self = .mcpCall(try MCPToolCall(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try MCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try MCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try MCPApprovalResponseResource(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try CustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try CustomToolCallOutputResource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .message(let value): try value.encode(to: encoder)
        case .fileSearchCall(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .webSearchCall(let value): try value.encode(to: encoder)
        case .computerCall(let value): try value.encode(to: encoder)
        case .computerCallOutput(let value): try value.encode(to: encoder)
        case .reasoning(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .programOutput(let value): try value.encode(to: encoder)
        case .toolSearchCall(let value): try value.encode(to: encoder)
        case .toolSearchOutput(let value): try value.encode(to: encoder)
        case .additionalTools(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .imageGenerationCall(let value): try value.encode(to: encoder)
        case .codeInterpreterCall(let value): try value.encode(to: encoder)
        case .localShellCall(let value): try value.encode(to: encoder)
        case .localShellCallOutput(let value): try value.encode(to: encoder)
        case .shellCall(let value): try value.encode(to: encoder)
        case .shellCallOutput(let value): try value.encode(to: encoder)
        case .applyPatchCall(let value): try value.encode(to: encoder)
        case .applyPatchCallOutput(let value): try value.encode(to: encoder)
        case .mcpCall(let value): try value.encode(to: encoder)
        case .mcpListTools(let value): try value.encode(to: encoder)
        case .mcpApprovalRequest(let value): try value.encode(to: encoder)
        case .mcpApprovalResponse(let value): try value.encode(to: encoder)
        case .customToolCall(let value): try value.encode(to: encoder)
        case .customToolCallOutput(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// An output message from the model.
///
/// - Schema: `#/components/schemas/OutputMessage`
public struct OutputMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the output message.
    public var id: String

    /// The type of the output message. Always `message`.
    public var type: String

    /// The role of the output message. Always `assistant`.
    public var role: String

    /// The content of the output message.
    public var content: [OutputMessageContent]

    public var phase: MessagePhase?

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: OutputMessage.Status

    public init(
        id: String,
        content: [OutputMessageContent],
        status: OutputMessage.Status,
        phase: MessagePhase? = nil
    ) {
        self.id = id
        self.type = "message"
        self.role = "assistant"
        self.content = content
        self.phase = phase
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            content: .emptyValue,
            status: .emptyValue
        )
    }

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public enum Status: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case role
        case content
        case phase
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message")
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder, constant: "assistant")
        self.content = try container.decodeRequired([OutputMessageContent].self, forKey: .content, in: decoder)
        self.phase = try container.decodeIfPresent(MessagePhase.self, forKey: .phase)
        self.status = try container.decodeRequired(OutputMessage.Status.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.phase, forKey: .phase)
        try container.encode(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/OutputMessageContent`
public enum OutputMessageContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(OutputTextContent)
    /// - `type`: `refusal`
    case refusal(RefusalContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try OutputTextContent(from: decoder)); return
            case "refusal": self = .refusal(try RefusalContent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outputText(let value): try value.encode(to: encoder)
        case .refusal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A text output from the model.
///
/// - Schema: `#/components/schemas/OutputTextContent`
public struct OutputTextContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the output text. Always `output_text`.
    public var type: String

    /// The text output from the model.
    public var text: String

    /// The annotations of the text output.
    public var annotations: [OpenAI.Annotation]

    public var logprobs: [LogProb]

    public init(
        text: String,
        annotations: [OpenAI.Annotation],
        logprobs: [LogProb]
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
        self.logprobs = logprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            annotations: .emptyValue,
            logprobs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case annotations
        case logprobs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.annotations = try container.decodeRequired([OpenAI.Annotation].self, forKey: .annotations, in: decoder)
        self.logprobs = try container.decodeRequired([LogProb].self, forKey: .logprobs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.annotations, forKey: .annotations)
        try container.encode(self.logprobs, forKey: .logprobs)
    }
}
