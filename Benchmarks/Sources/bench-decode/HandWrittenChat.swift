/// A chat completion as a hand-written SDK declares it: synthesized `Decodable`, explicit
/// `CodingKeys` for the snake_case members, closed enums for documented values.
struct HandWrittenChatCompletion: Decodable {
    let id: String
    let object: String
    let created: Int
    let model: String
    let choices: [Choice]
    let usage: HandWrittenChatUsage?
    let serviceTier: String?
    let systemFingerprint: String?

    enum CodingKeys: String, CodingKey {
        case id, object, created, model, choices, usage
        case serviceTier = "service_tier"
        case systemFingerprint = "system_fingerprint"
    }

    struct Choice: Decodable {
        let index: Int
        let message: Message
        let logprobs: HandWrittenLogprobs?
        let finishReason: HandWrittenFinishReason?

        enum CodingKeys: String, CodingKey {
            case index, message, logprobs
            case finishReason = "finish_reason"
        }
    }

    struct Message: Decodable {
        let role: String
        let content: String?
        let refusal: String?
        let annotations: [Annotation]?
        let toolCalls: [ToolCall]?
        let functionCall: Function?
        let audio: Audio?

        enum CodingKeys: String, CodingKey {
            case role, content, refusal, annotations, audio
            case toolCalls = "tool_calls"
            case functionCall = "function_call"
        }
    }

    struct Annotation: Decodable {
        let type: String
        let urlCitation: URLCitation?

        enum CodingKeys: String, CodingKey {
            case type
            case urlCitation = "url_citation"
        }
    }

    struct URLCitation: Decodable {
        let startIndex: Int
        let endIndex: Int
        let title: String
        let url: String

        enum CodingKeys: String, CodingKey {
            case title, url
            case startIndex = "start_index"
            case endIndex = "end_index"
        }
    }

    struct ToolCall: Decodable {
        let id: String
        let type: String
        let function: Function
    }

    struct Function: Decodable {
        let name: String
        let arguments: String
    }

    struct Audio: Decodable {
        let id: String
        let data: String
        let expiresAt: Int
        let transcript: String

        enum CodingKeys: String, CodingKey {
            case id, data, transcript
            case expiresAt = "expires_at"
        }
    }
}

enum HandWrittenFinishReason: String, Decodable {
    case stop, length
    case toolCalls = "tool_calls"
    case contentFilter = "content_filter"
    case functionCall = "function_call"
}

struct HandWrittenLogprobs: Decodable {
    let content: [Token]?
    let refusal: [Token]?

    struct Token: Decodable {
        let token: String
        let logprob: Double
        let bytes: [Int]?
        let topLogprobs: [Top]

        enum CodingKeys: String, CodingKey {
            case token, logprob, bytes
            case topLogprobs = "top_logprobs"
        }
    }

    struct Top: Decodable {
        let token: String
        let logprob: Double
        let bytes: [Int]?
    }
}

struct HandWrittenChatUsage: Decodable {
    let promptTokens: Int
    let completionTokens: Int
    let totalTokens: Int
    let promptTokensDetails: PromptDetails?
    let completionTokensDetails: CompletionDetails?

    enum CodingKeys: String, CodingKey {
        case promptTokens = "prompt_tokens"
        case completionTokens = "completion_tokens"
        case totalTokens = "total_tokens"
        case promptTokensDetails = "prompt_tokens_details"
        case completionTokensDetails = "completion_tokens_details"
    }

    struct PromptDetails: Decodable {
        let cachedTokens: Int?
        let audioTokens: Int?

        enum CodingKeys: String, CodingKey {
            case cachedTokens = "cached_tokens"
            case audioTokens = "audio_tokens"
        }
    }

    struct CompletionDetails: Decodable {
        let reasoningTokens: Int?
        let audioTokens: Int?
        let acceptedPredictionTokens: Int?
        let rejectedPredictionTokens: Int?

        enum CodingKeys: String, CodingKey {
            case reasoningTokens = "reasoning_tokens"
            case audioTokens = "audio_tokens"
            case acceptedPredictionTokens = "accepted_prediction_tokens"
            case rejectedPredictionTokens = "rejected_prediction_tokens"
        }
    }
}

/// A streamed chat completion chunk, hand-written the same way.
struct HandWrittenChatChunk: Decodable {
    let id: String
    let object: String
    let created: Int
    let model: String
    let choices: [Choice]
    let usage: HandWrittenChatUsage?
    let serviceTier: String?
    let systemFingerprint: String?

    enum CodingKeys: String, CodingKey {
        case id, object, created, model, choices, usage
        case serviceTier = "service_tier"
        case systemFingerprint = "system_fingerprint"
    }

    struct Choice: Decodable {
        let index: Int
        let delta: Delta
        let logprobs: HandWrittenLogprobs?
        let finishReason: HandWrittenFinishReason?

        enum CodingKeys: String, CodingKey {
            case index, delta, logprobs
            case finishReason = "finish_reason"
        }
    }

    struct Delta: Decodable {
        let role: String?
        let content: String?
        let refusal: String?
        let toolCalls: [ToolCall]?

        enum CodingKeys: String, CodingKey {
            case role, content, refusal
            case toolCalls = "tool_calls"
        }
    }

    struct ToolCall: Decodable {
        let index: Int
        let id: String?
        let type: String?
        let function: Function?
    }

    struct Function: Decodable {
        let name: String?
        let arguments: String?
    }
}
