/// A Responses API response as a hand-written SDK declares it: the commonly used members,
/// output items as an enum over the common item types (an unknown type fails the decode).
struct HandWrittenResponse: Decodable {
    let id: String
    let object: String
    let createdAt: Int
    let status: String
    let error: Failure?
    let incompleteDetails: IncompleteDetails?
    let instructions: HandWrittenJSON?
    let maxOutputTokens: Int?
    let model: String
    let output: [HandWrittenOutputItem]
    let parallelToolCalls: Bool
    let previousResponseId: String?
    let reasoning: Reasoning?
    let store: Bool?
    let temperature: Double?
    let text: HandWrittenJSON?
    let toolChoice: HandWrittenJSON?
    let tools: [HandWrittenJSON]?
    let topP: Double?
    let truncation: String?
    let usage: Usage?
    let user: String?
    let metadata: [String: String]?

    enum CodingKeys: String, CodingKey {
        case id, object, status, error, instructions, model, output, reasoning, store, temperature
        case text, tools, truncation, usage, user, metadata
        case createdAt = "created_at"
        case incompleteDetails = "incomplete_details"
        case maxOutputTokens = "max_output_tokens"
        case parallelToolCalls = "parallel_tool_calls"
        case previousResponseId = "previous_response_id"
        case toolChoice = "tool_choice"
        case topP = "top_p"
    }

    struct Failure: Decodable {
        let code: String
        let message: String
    }

    struct IncompleteDetails: Decodable {
        let reason: String?
    }

    struct Reasoning: Decodable {
        let effort: String?
        let summary: String?
    }

    struct Usage: Decodable {
        let inputTokens: Int
        let inputTokensDetails: InputDetails?
        let outputTokens: Int
        let outputTokensDetails: OutputDetails?
        let totalTokens: Int

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case inputTokensDetails = "input_tokens_details"
            case outputTokens = "output_tokens"
            case outputTokensDetails = "output_tokens_details"
            case totalTokens = "total_tokens"
        }
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

/// The common output item types, dispatched on `type`.
enum HandWrittenOutputItem: Decodable {
    case message(Message)
    case reasoning(Reasoning)
    case functionCall(FunctionCall)
    case webSearchCall(ToolCall)
    case fileSearchCall(FileSearchCall)
    case computerCall(ComputerCall)
    case codeInterpreterCall(CodeInterpreterCall)
    case imageGenerationCall(ImageGenerationCall)
    case mcpCall(MCPCall)
    case mcpListTools(MCPListTools)

    private enum TypeKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
        switch type {
        case "message": self = .message(try Message(from: decoder))
        case "reasoning": self = .reasoning(try Reasoning(from: decoder))
        case "function_call": self = .functionCall(try FunctionCall(from: decoder))
        case "web_search_call": self = .webSearchCall(try ToolCall(from: decoder))
        case "file_search_call": self = .fileSearchCall(try FileSearchCall(from: decoder))
        case "computer_call": self = .computerCall(try ComputerCall(from: decoder))
        case "code_interpreter_call": self = .codeInterpreterCall(try CodeInterpreterCall(from: decoder))
        case "image_generation_call": self = .imageGenerationCall(try ImageGenerationCall(from: decoder))
        case "mcp_call": self = .mcpCall(try MCPCall(from: decoder))
        case "mcp_list_tools": self = .mcpListTools(try MCPListTools(from: decoder))
        default: throw UnknownTypeError(type: type)
        }
    }

    struct Message: Decodable {
        let id: String
        let status: String
        let role: String
        let content: [Content]
    }

    enum Content: Decodable {
        case outputText(text: String, annotations: [HandWrittenJSON], logprobs: [HandWrittenJSON]?)
        case refusal(String)

        private enum CodingKeys: String, CodingKey { case type, text, annotations, logprobs, refusal }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "output_text":
                self = .outputText(
                    text: try container.decode(String.self, forKey: .text),
                    annotations: try container.decode([HandWrittenJSON].self, forKey: .annotations),
                    logprobs: try container.decodeIfPresent([HandWrittenJSON].self, forKey: .logprobs)
                )
            case "refusal": self = .refusal(try container.decode(String.self, forKey: .refusal))
            default: throw UnknownTypeError(type: type)
            }
        }
    }

    struct Reasoning: Decodable {
        let id: String
        let summary: [TextPart]
        let content: [TextPart]?
        let encryptedContent: String?
        let status: String?

        enum CodingKeys: String, CodingKey {
            case id, summary, content, status
            case encryptedContent = "encrypted_content"
        }
    }

    struct TextPart: Decodable {
        let type: String
        let text: String
    }

    struct FunctionCall: Decodable {
        let id: String?
        let callId: String
        let name: String
        let arguments: String
        let status: String?

        enum CodingKeys: String, CodingKey {
            case id, name, arguments, status
            case callId = "call_id"
        }
    }

    struct ToolCall: Decodable {
        let id: String
        let status: String
        let action: HandWrittenJSON?
    }

    struct FileSearchCall: Decodable {
        let id: String
        let status: String
        let queries: [String]
        let results: [HandWrittenJSON]?
    }

    struct ComputerCall: Decodable {
        let id: String
        let callId: String
        let status: String
        let action: HandWrittenJSON
        let pendingSafetyChecks: [HandWrittenJSON]

        enum CodingKeys: String, CodingKey {
            case id, status, action
            case callId = "call_id"
            case pendingSafetyChecks = "pending_safety_checks"
        }
    }

    struct CodeInterpreterCall: Decodable {
        let id: String
        let status: String
        let code: String?
        let containerId: String
        let outputs: [HandWrittenJSON]?

        enum CodingKeys: String, CodingKey {
            case id, status, code, outputs
            case containerId = "container_id"
        }
    }

    struct ImageGenerationCall: Decodable {
        let id: String
        let status: String
        let result: String?
    }

    struct MCPCall: Decodable {
        let id: String
        let serverLabel: String
        let name: String
        let arguments: String
        let output: String?
        let error: String?

        enum CodingKeys: String, CodingKey {
            case id, name, arguments, output, error
            case serverLabel = "server_label"
        }
    }

    struct MCPListTools: Decodable {
        let id: String
        let serverLabel: String
        let tools: [Tool]

        enum CodingKeys: String, CodingKey {
            case id, tools
            case serverLabel = "server_label"
        }

        struct Tool: Decodable {
            let name: String
            let description: String?
            let inputSchema: HandWrittenJSON
            let annotations: HandWrittenJSON?

            enum CodingKeys: String, CodingKey {
                case name, description, annotations
                case inputSchema = "input_schema"
            }
        }
    }
}
