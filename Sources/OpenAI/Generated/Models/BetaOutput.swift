// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An audio output from the model.
///
/// - Schema: `#/components/schemas/BetaOutputAudio`
public struct BetaOutputAudio: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/BetaOutputContent`
public enum BetaOutputContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(BetaOutputTextContent)
    /// - `type`: `refusal`
    case refusal(BetaRefusalContent)
    /// - `type`: `reasoning_text`
    case reasoningText(BetaReasoningTextContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try BetaOutputTextContent(from: decoder)); return
            case "refusal": self = .refusal(try BetaRefusalContent(from: decoder)); return
            case "reasoning_text": self = .reasoningText(try BetaReasoningTextContent(from: decoder)); return
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

/// - Schema: `#/components/schemas/BetaOutputItem`
public enum BetaOutputItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case message(BetaOutputMessage)
    /// - `type`: `file_search_call`
    case fileSearchCall(BetaFileSearchToolCall)
    /// - `type`: `function_call`
    case functionCall(BetaFunctionToolCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(BetaFunctionToolCallOutputResource)
    /// - `type`: `agent_message`
    case agentMessage(BetaAgentMessage)
    /// - `type`: `multi_agent_call`
    case multiAgentCall(BetaMultiAgentCall)
    /// - `type`: `multi_agent_call_output`
    case multiAgentCallOutput(BetaMultiAgentCallOutput)
    /// - `type`: `web_search_call`
    case webSearchCall(BetaWebSearchToolCall)
    /// - `type`: `computer_call`
    case computerCall(BetaComputerToolCall)
    /// - `type`: `computer_call_output`
    case computerCallOutput(BetaComputerToolCallOutputResource)
    /// - `type`: `reasoning`
    case reasoning(BetaReasoningItem)
    /// - `type`: `program`
    case program(BetaProgram)
    /// - `type`: `program_output`
    case programOutput(BetaProgramOutput)
    /// - `type`: `tool_search_call`
    case toolSearchCall(BetaToolSearchCall)
    /// - `type`: `tool_search_output`
    case toolSearchOutput(BetaToolSearchOutput)
    /// - `type`: `additional_tools`
    case additionalTools(BetaAdditionalTools)
    /// - `type`: `compaction`
    case compaction(BetaCompactionBody)
    /// - `type`: `image_generation_call`
    case imageGenerationCall(BetaImageGenToolCall)
    /// - `type`: `code_interpreter_call`
    case codeInterpreterCall(BetaCodeInterpreterToolCall)
    /// - `type`: `local_shell_call`
    case localShellCall(BetaLocalShellToolCall)
    /// - `type`: `local_shell_call_output`
    case localShellCallOutput(BetaLocalShellToolCallOutput)
    /// - `type`: `shell_call`
    case shellCall(BetaFunctionShellCall)
    /// - `type`: `shell_call_output`
    case shellCallOutput(BetaFunctionShellCallOutput)
    /// - `type`: `apply_patch_call`
    case applyPatchCall(BetaApplyPatchToolCall)
    /// - `type`: `apply_patch_call_output`
    case applyPatchCallOutput(BetaApplyPatchToolCallOutput)
    /// - `type`: `mcp_call`
    case mcpCall(BetaMCPToolCall)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(BetaMCPListTools)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(BetaMCPApprovalRequest)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(BetaMCPApprovalResponseResource)
    /// - `type`: `custom_tool_call`
    case customToolCall(BetaCustomToolCall)
    /// - `type`: `custom_tool_call_output`
    case customToolCallOutput(BetaCustomToolCallOutputResource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message": self = .message(try BetaOutputMessage(from: decoder)); return
            case "file_search_call": self = .fileSearchCall(try BetaFileSearchToolCall(from: decoder)); return
            case "function_call": self = .functionCall(try BetaFunctionToolCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try BetaFunctionToolCallOutputResource(from: decoder)); return
            case "agent_message": self = .agentMessage(try BetaAgentMessage(from: decoder)); return
            case "multi_agent_call": self = .multiAgentCall(try BetaMultiAgentCall(from: decoder)); return
            case "multi_agent_call_output": self = .multiAgentCallOutput(try BetaMultiAgentCallOutput(from: decoder)); return
            case "web_search_call": self = .webSearchCall(try BetaWebSearchToolCall(from: decoder)); return
            case "computer_call": self = .computerCall(try BetaComputerToolCall(from: decoder)); return
            case "computer_call_output": self = .computerCallOutput(try BetaComputerToolCallOutputResource(from: decoder)); return
            case "reasoning": self = .reasoning(try BetaReasoningItem(from: decoder)); return
            case "program": self = .program(try BetaProgram(from: decoder)); return
            case "program_output": self = .programOutput(try BetaProgramOutput(from: decoder)); return
            case "tool_search_call": self = .toolSearchCall(try BetaToolSearchCall(from: decoder)); return
            case "tool_search_output": self = .toolSearchOutput(try BetaToolSearchOutput(from: decoder)); return
            case "additional_tools": self = .additionalTools(try BetaAdditionalTools(from: decoder)); return
            case "compaction": self = .compaction(try BetaCompactionBody(from: decoder)); return
            case "image_generation_call": self = .imageGenerationCall(try BetaImageGenToolCall(from: decoder)); return
            case "code_interpreter_call": self = .codeInterpreterCall(try BetaCodeInterpreterToolCall(from: decoder)); return
            case "local_shell_call": self = .localShellCall(try BetaLocalShellToolCall(from: decoder)); return
            case "local_shell_call_output": self = .localShellCallOutput(try BetaLocalShellToolCallOutput(from: decoder)); return
            case "shell_call": self = .shellCall(try BetaFunctionShellCall(from: decoder)); return
            case "shell_call_output": self = .shellCallOutput(try BetaFunctionShellCallOutput(from: decoder)); return
            case "apply_patch_call": self = .applyPatchCall(try BetaApplyPatchToolCall(from: decoder)); return
            case "apply_patch_call_output": self = .applyPatchCallOutput(try BetaApplyPatchToolCallOutput(from: decoder)); return
            case "mcp_call": self = .mcpCall(try BetaMCPToolCall(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try BetaMCPListTools(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try BetaMCPApprovalRequest(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try BetaMCPApprovalResponseResource(from: decoder)); return
            case "custom_tool_call": self = .customToolCall(try BetaCustomToolCall(from: decoder)); return
            case "custom_tool_call_output": self = .customToolCallOutput(try BetaCustomToolCallOutputResource(from: decoder)); return
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
        case .agentMessage(let value): try value.encode(to: encoder)
        case .multiAgentCall(let value): try value.encode(to: encoder)
        case .multiAgentCallOutput(let value): try value.encode(to: encoder)
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
/// - Schema: `#/components/schemas/BetaOutputMessage`
public struct BetaOutputMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The unique ID of the output message.
    public var id: String

    /// The type of the output message. Always `message`.
    public var type: String

    /// The role of the output message. Always `assistant`.
    public var role: String

    /// The content of the output message.
    public var content: [BetaOutputMessageContent]

    public var phase: BetaMessagePhase?

    /// The status of the message input. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when input items are returned via API.
    public var status: BetaOutputMessage.Status

    public init(
        id: String,
        content: [BetaOutputMessageContent],
        status: BetaOutputMessage.Status,
        agent: BetaAgentTag? = nil,
        phase: BetaMessagePhase? = nil
    ) {
        self.agent = agent
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
        case agent
        case id
        case type
        case role
        case content
        case phase
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message")
        self.role = try container.decodeRequired(String.self, forKey: .role, in: decoder, constant: "assistant")
        self.content = try container.decodeRequired([BetaOutputMessageContent].self, forKey: .content, in: decoder)
        self.phase = try container.decodeIfPresent(BetaMessagePhase.self, forKey: .phase)
        self.status = try container.decodeRequired(BetaOutputMessage.Status.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.phase, forKey: .phase)
        try container.encode(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaOutputMessageContent`
public enum BetaOutputMessageContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(BetaOutputTextContent)
    /// - `type`: `refusal`
    case refusal(BetaRefusalContent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try BetaOutputTextContent(from: decoder)); return
            case "refusal": self = .refusal(try BetaRefusalContent(from: decoder)); return
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
/// - Schema: `#/components/schemas/BetaOutputTextContent`
public struct BetaOutputTextContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the output text. Always `output_text`.
    public var type: String

    /// The text output from the model.
    public var text: String

    /// The annotations of the text output.
    public var annotations: [BetaAnnotation]

    public var logprobs: [BetaLogProb]

    public init(
        text: String,
        annotations: [BetaAnnotation],
        logprobs: [BetaLogProb]
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
        self.annotations = try container.decodeRequired([BetaAnnotation].self, forKey: .annotations, in: decoder)
        self.logprobs = try container.decodeRequired([BetaLogProb].self, forKey: .logprobs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.annotations, forKey: .annotations)
        try container.encode(self.logprobs, forKey: .logprobs)
    }
}

/// - Schema: `#/components/schemas/BetaOutputTextContentParam`
public struct BetaOutputTextContentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The content type. Always `output_text`.
    public var type: String

    /// The text content.
    public var text: String

    /// Citations associated with the text content.
    public var annotations: [BetaOutputTextContentParam.Annotation]?

    public init(
        text: String,
        annotations: [BetaOutputTextContentParam.Annotation]? = nil
    ) {
        self.type = "output_text"
        self.text = text
        self.annotations = annotations
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public enum Annotation: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `file_citation`
        case fileCitation(BetaFileCitationParam)
        /// - `type`: `url_citation`
        case urlCitation(BetaUrlCitationParam)
        /// - `type`: `container_file_citation`
        case containerFileCitation(BetaContainerFileCitationParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "file_citation": self = .fileCitation(try BetaFileCitationParam(from: decoder)); return
                case "url_citation": self = .urlCitation(try BetaUrlCitationParam(from: decoder)); return
                case "container_file_citation": self = .containerFileCitation(try BetaContainerFileCitationParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .fileCitation(let value): try value.encode(to: encoder)
            case .urlCitation(let value): try value.encode(to: encoder)
            case .containerFileCitation(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case annotations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "output_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.annotations = try container.decodeIfPresent([BetaOutputTextContentParam.Annotation].self, forKey: .annotations)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encodeIfPresent(self.annotations, forKey: .annotations)
    }
}
