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
