/// A Responses API response with the members SwiftOpenAI 4.5.0 models (its `ResponseModel`,
/// `OutputItem`, `Tool`, `TextConfiguration`, `ToolChoiceMode`, `Usage`), written here as plain
/// synthesized `Codable`: what a hand-written SDK decodes of the same body. Members it leaves
/// out (`billing`, `moderation`, `tool_usage`, annotations' contents, web search actions…) are
/// skipped here as there. Where its types decode a loose shape (`[String: AnyCodable]`), this
/// uses `HandWrittenJSON`. Unlike `HandWrittenResponse`, nothing more than the peer is decoded.
struct PeerShapedResponse: Decodable {
    let background: Bool?
    let conversation: Conversation?
    let createdAt: Int
    let error: Failure?
    let id: String
    let incompleteDetails: IncompleteDetails?
    let instructions: Instructions?
    let maxOutputTokens: Int?
    let maxToolCalls: Int?
    let metadata: [String: String]
    let model: String
    let object: String
    let output: [PeerShapedOutputItem]
    let parallelToolCalls: Bool
    let previousResponseId: String?
    let prompt: Prompt?
    let promptCacheKey: String?
    let reasoning: Reasoning?
    let safetyIdentifier: String?
    let serviceTier: String?
    let status: String?
    let store: Bool?
    let temperature: Double?
    let text: TextConfiguration?
    let toolChoice: ToolChoice?
    let tools: [Tool]?
    let topP: Double?
    let topLogprobs: Int?
    let truncation: String?
    let usage: Usage?
    let user: String?

    enum CodingKeys: String, CodingKey {
        case background, conversation, error, id, instructions, metadata, model, object, output, prompt, reasoning
        case status, store, temperature, text, tools, truncation, usage, user
        case createdAt = "created_at"
        case incompleteDetails = "incomplete_details"
        case maxOutputTokens = "max_output_tokens"
        case maxToolCalls = "max_tool_calls"
        case parallelToolCalls = "parallel_tool_calls"
        case previousResponseId = "previous_response_id"
        case promptCacheKey = "prompt_cache_key"
        case safetyIdentifier = "safety_identifier"
        case serviceTier = "service_tier"
        case toolChoice = "tool_choice"
        case topP = "top_p"
        case topLogprobs = "top_logprobs"
    }

    struct Conversation: Decodable { let id: String }
    struct Failure: Decodable {
        let code: String
        let message: String
    }
    struct IncompleteDetails: Decodable { let reason: String }

    /// A string, a list of strings, or a list of messages, tried in that order (as the peer does).
    enum Instructions: Decodable {
        case string(String)
        case strings([String])
        case messages([HandWrittenJSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([String].self) {
                self = .strings(value)
            } else {
                self = .messages(try container.decode([HandWrittenJSON].self))
            }
        }
    }

    struct Prompt: Decodable {
        let id: String
        let variables: [String: HandWrittenJSON]?
        let version: String?
    }

    struct Reasoning: Decodable {
        let effort: String?
        let summary: String?
    }

    struct TextConfiguration: Decodable {
        let format: Format
        let verbosity: String?

        struct Format: Decodable {
            let type: String
            let name: String?
            let schema: HandWrittenJSON?
        }
    }

    /// `"auto"` and its kin, or an object naming a tool type (and a name for functions).
    enum ToolChoice: Decodable {
        case mode(String)
        case tool(type: String, name: String?)

        private enum CodingKeys: String, CodingKey { case type, name }

        init(from decoder: any Decoder) throws {
            if let mode = try? decoder.singleValueContainer().decode(String.self) {
                self = .mode(mode)
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .tool(type: try container.decode(String.self, forKey: .type), name: try container.decodeIfPresent(String.self, forKey: .name))
        }
    }

    /// The peer's tool enum, by `type`, flattened to the members its cases declare.
    struct Tool: Decodable {
        let type: String
        let name: String?
        let description: String?
        let parameters: HandWrittenJSON?
        let strict: Bool?
        let serverLabel: String?
        let serverURL: String?
        let vectorStoreIds: [String]?
        let searchContextSize: String?
        let userLocation: HandWrittenJSON?
        let container: HandWrittenJSON?

        enum CodingKeys: String, CodingKey {
            case type, name, description, parameters, strict, container
            case serverLabel = "server_label"
            case serverURL = "server_url"
            case vectorStoreIds = "vector_store_ids"
            case searchContextSize = "search_context_size"
            case userLocation = "user_location"
        }
    }

    struct Usage: Decodable {
        let completionTokens: Int?
        let promptTokens: Int?
        let inputTokens: Int?
        let inputTokensDetails: InputDetails?
        let outputTokens: Int?
        let outputTokensDetails: OutputDetails?
        let totalTokens: Int?

        enum CodingKeys: String, CodingKey {
            case completionTokens = "completion_tokens"
            case promptTokens = "prompt_tokens"
            case inputTokens = "input_tokens"
            case inputTokensDetails = "input_tokens_details"
            case outputTokens = "output_tokens"
            case outputTokensDetails = "output_tokens_details"
            case totalTokens = "total_tokens"
        }

        struct InputDetails: Decodable {
            let cachedTokens: Int?
            enum CodingKeys: String, CodingKey { case cachedTokens = "cached_tokens" }
        }

        struct OutputDetails: Decodable {
            let reasoningTokens: Int?
            enum CodingKeys: String, CodingKey { case reasoningTokens = "reasoning_tokens" }
        }
    }
}

/// The peer's 13 output item types, by `type`; another type fails the decode, as there.
enum PeerShapedOutputItem: Decodable {
    case message(Message)
    case fileSearchCall(FileSearchCall)
    case functionCall(FunctionCall)
    case webSearchCall(WebSearchCall)
    case computerCall(ComputerCall)
    case reasoning(Reasoning)
    case imageGenerationCall(ImageGenerationCall)
    case codeInterpreterCall(CodeInterpreterCall)
    case localShellCall(LocalShellCall)
    case mcpCall(MCPCall)
    case mcpListTools(MCPListTools)
    case mcpApprovalRequest(MCPApprovalRequest)
    case customToolCall(CustomToolCall)

    private enum TypeKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
        switch type {
        case "message": self = .message(try Message(from: decoder))
        case "file_search_call": self = .fileSearchCall(try FileSearchCall(from: decoder))
        case "function_call": self = .functionCall(try FunctionCall(from: decoder))
        case "web_search_call": self = .webSearchCall(try WebSearchCall(from: decoder))
        case "computer_call": self = .computerCall(try ComputerCall(from: decoder))
        case "reasoning": self = .reasoning(try Reasoning(from: decoder))
        case "image_generation_call": self = .imageGenerationCall(try ImageGenerationCall(from: decoder))
        case "code_interpreter_call": self = .codeInterpreterCall(try CodeInterpreterCall(from: decoder))
        case "local_shell_call": self = .localShellCall(try LocalShellCall(from: decoder))
        case "mcp_call": self = .mcpCall(try MCPCall(from: decoder))
        case "mcp_list_tools": self = .mcpListTools(try MCPListTools(from: decoder))
        case "mcp_approval_request": self = .mcpApprovalRequest(try MCPApprovalRequest(from: decoder))
        case "custom_tool_call": self = .customToolCall(try CustomToolCall(from: decoder))
        default: throw UnknownTypeError(type: type)
        }
    }

    struct Message: Decodable {
        let content: [Content]
        let id: String
        let role: String
        let status: String?
        let type: String
    }

    /// Output text (its annotations by type only, as the peer keeps them) or a refusal.
    enum Content: Decodable {
        case outputText(text: String, annotations: [Annotation], type: String)
        case refusal(refusal: String, type: String)

        private enum CodingKeys: String, CodingKey { case type, text, annotations, refusal }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "output_text":
                self = .outputText(
                    text: try container.decode(String.self, forKey: .text),
                    annotations: try container.decode([Annotation].self, forKey: .annotations), type: type
                )
            case "refusal": self = .refusal(refusal: try container.decode(String.self, forKey: .refusal), type: type)
            default: throw UnknownTypeError(type: type)
            }
        }

        struct Annotation: Decodable { let type: String }
    }

    struct FileSearchCall: Decodable {
        let id: String
        let queries: [String]
        let status: String?
        let type: String
        let results: [Result]?

        struct Result: Decodable {
            let attributes: [String: HandWrittenJSON]?
            let fileId: String?
            let filename: String?
            let score: Double?
            let text: String?

            enum CodingKeys: String, CodingKey {
                case attributes, filename, score, text
                case fileId = "file_id"
            }
        }
    }

    struct FunctionCall: Decodable {
        let arguments: String
        let callId: String
        let name: String
        let type: String
        let id: String
        let status: String?

        enum CodingKeys: String, CodingKey {
            case arguments, name, type, id, status
            case callId = "call_id"
        }
    }

    struct CustomToolCall: Decodable {
        let id: String
        let type: String
        let status: String?
        let callId: String
        let input: String
        let name: String

        enum CodingKeys: String, CodingKey {
            case id, type, status, input, name
            case callId = "call_id"
        }
    }

    /// The peer's web search action declares no members.
    struct WebSearchCall: Decodable {
        let action: Action?
        let id: String
        let status: String?
        let type: String

        struct Action: Decodable {}
    }

    struct ComputerCall: Decodable {
        let action: HandWrittenJSON
        let callId: String
        let id: String
        let pendingSafetyChecks: [SafetyCheck]
        let status: String?
        let type: String

        enum CodingKeys: String, CodingKey {
            case action, id, status, type
            case callId = "call_id"
            case pendingSafetyChecks = "pending_safety_checks"
        }

        struct SafetyCheck: Decodable {
            let code: String
            let id: String
            let message: String
        }
    }

    struct Reasoning: Decodable {
        let id: String
        let summary: [Part]
        let type: String
        let status: String?
        let content: [Part]?
        let encryptedContent: String?

        enum CodingKeys: String, CodingKey {
            case id, summary, type, status, content
            case encryptedContent = "encrypted_content"
        }

        struct Part: Decodable {
            let text: String
            let type: String
        }
    }

    struct ImageGenerationCall: Decodable {
        let id: String
        let result: String?
        let status: String?
        let type: String
    }

    struct CodeInterpreterCall: Decodable {
        let code: String?
        let containerId: String
        let id: String
        let outputs: [Output]?
        let status: String?
        let type: String

        enum CodingKeys: String, CodingKey {
            case code, id, outputs, status, type
            case containerId = "container_id"
        }

        struct Output: Decodable {
            let type: String
            let logs: String?
            let url: String?
        }
    }

    struct LocalShellCall: Decodable {
        let action: Action
        let callId: String
        let id: String
        let status: String?
        let type: String

        enum CodingKeys: String, CodingKey {
            case action, id, status, type
            case callId = "call_id"
        }

        struct Action: Decodable {
            let command: [String]
            let type: String
            let env: [String: String]?
            let timeoutMs: Int?
            let user: String?
            let workingDirectory: String?

            enum CodingKeys: String, CodingKey {
                case command, type, env, user
                case timeoutMs = "timeout_ms"
                case workingDirectory = "working_directory"
            }
        }
    }

    struct MCPCall: Decodable {
        let arguments: String
        let id: String
        let name: String
        let serverLabel: String
        let type: String
        let approvalRequestId: String?
        let error: String?
        let output: String?
        let status: String?

        enum CodingKeys: String, CodingKey {
            case arguments, id, name, type, error, output, status
            case serverLabel = "server_label"
            case approvalRequestId = "approval_request_id"
        }
    }

    struct MCPListTools: Decodable {
        let id: String
        let serverLabel: String
        let tools: [Tool]
        let type: String
        let error: String?

        enum CodingKeys: String, CodingKey {
            case id, tools, type, error
            case serverLabel = "server_label"
        }

        struct Tool: Decodable {
            let name: String
            let description: String?
            let inputSchema: [String: HandWrittenJSON]?
            let annotations: [String: HandWrittenJSON]?

            enum CodingKeys: String, CodingKey {
                case name, description, annotations
                case inputSchema = "input_schema"
            }
        }
    }

    struct MCPApprovalRequest: Decodable {
        let arguments: String
        let id: String
        let name: String
        let serverLabel: String
        let type: String

        enum CodingKeys: String, CodingKey {
            case arguments, id, name, type
            case serverLabel = "server_label"
        }
    }
}
