/// An Anthropic message as a hand-written SDK declares it: content blocks as an enum over the
/// common block types (an unknown type fails the decode), closed stop reasons.
struct HandWrittenAnthropicMessage: Decodable {
    let id: String
    let type: String
    let role: String
    let model: String
    let content: [Block]
    let stopReason: StopReason?
    let stopSequence: String?
    let usage: Usage

    enum CodingKeys: String, CodingKey {
        case id, type, role, model, content, usage
        case stopReason = "stop_reason"
        case stopSequence = "stop_sequence"
    }

    enum StopReason: String, Decodable {
        case endTurn = "end_turn"
        case maxTokens = "max_tokens"
        case stopSequence = "stop_sequence"
        case toolUse = "tool_use"
        case pauseTurn = "pause_turn"
        case refusal
    }

    struct Usage: Decodable {
        let inputTokens: Int
        let outputTokens: Int
        let cacheCreationInputTokens: Int?
        let cacheReadInputTokens: Int?
        let serviceTier: String?

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case outputTokens = "output_tokens"
            case cacheCreationInputTokens = "cache_creation_input_tokens"
            case cacheReadInputTokens = "cache_read_input_tokens"
            case serviceTier = "service_tier"
        }
    }

    enum Block: Decodable {
        case text(String, citations: [HandWrittenJSON]?)
        case thinking(String, signature: String)
        case redactedThinking(String)
        case toolUse(id: String, name: String, input: HandWrittenJSON)
        case serverToolUse(id: String, name: String, input: HandWrittenJSON)
        case webSearchToolResult(toolUseId: String, content: HandWrittenJSON)

        private enum CodingKeys: String, CodingKey {
            case type, text, citations, thinking, signature, data, id, name, input, content
            case toolUseId = "tool_use_id"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "text":
                self = .text(
                    try container.decode(String.self, forKey: .text),
                    citations: try container.decodeIfPresent([HandWrittenJSON].self, forKey: .citations)
                )
            case "thinking":
                self = .thinking(
                    try container.decode(String.self, forKey: .thinking),
                    signature: try container.decode(String.self, forKey: .signature)
                )
            case "redacted_thinking": self = .redactedThinking(try container.decode(String.self, forKey: .data))
            case "tool_use", "server_tool_use":
                let id = try container.decode(String.self, forKey: .id)
                let name = try container.decode(String.self, forKey: .name)
                let input = try container.decode(HandWrittenJSON.self, forKey: .input)
                self = type == "tool_use" ? .toolUse(id: id, name: name, input: input) : .serverToolUse(id: id, name: name, input: input)
            case "web_search_tool_result":
                self = .webSearchToolResult(
                    toolUseId: try container.decode(String.self, forKey: .toolUseId),
                    content: try container.decode(HandWrittenJSON.self, forKey: .content)
                )
            default: throw UnknownTypeError(type: type)
            }
        }
    }
}
