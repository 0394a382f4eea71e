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
