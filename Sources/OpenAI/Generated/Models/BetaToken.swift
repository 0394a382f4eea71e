// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaTokenCountsBody`
public struct BetaTokenCountsBody: Codable, Hashable, Sendable, EmptyDecodable {
    public var model: String?

    public var input: BetaTokenCountsBody.Input?

    public var previousResponseID: String?

    public var tools: [BetaTool]?

    public var text: BetaResponseTextParam?

    public var reasoning: BetaReasoning?

    /// The truncation strategy to use for the model response. - `auto`: If the input to this Response exceeds the model's context window size, the model will truncate the response to fit the context window by dropping items from the beginning of the conversation. - `disabled` (default): If the input size will exceed the context window size for a model, the request will fail with a 400 error.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var truncation: BetaTruncationEnum? {
        get { _truncation }
        set { _truncation = newValue }
    }

    public var instructions: String?

    /// A model-owned style preset to apply to this request. Omit this parameter to use the model's default style. Supported values may expand over time. Values must be at most 64 characters.
    public var personality: BetaPersonalityEnum?

    public var conversation: BetaConversationParam?

    public var toolChoice: BetaToolChoiceParam?

    public var parallelToolCalls: Bool?
    private var _truncation: BetaTruncationEnum?

    public init(
        model: String? = nil,
        input: BetaTokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [BetaTool]? = nil,
        text: BetaResponseTextParam? = nil,
        reasoning: BetaReasoning? = nil,
        truncation: BetaTruncationEnum? = nil,
        instructions: String? = nil,
        personality: BetaPersonalityEnum? = nil,
        conversation: BetaConversationParam? = nil,
        toolChoice: BetaToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.model = model
        self.input = input
        self.previousResponseID = previousResponseID
        self.tools = tools
        self.text = text
        self.reasoning = reasoning
        self._truncation = truncation
        self.instructions = instructions
        self.personality = personality
        self.conversation = conversation
        self.toolChoice = toolChoice
        self.parallelToolCalls = parallelToolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Text, image, or file inputs to the model, used to generate a response
    public enum Input: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A text input to the model, equivalent to a text input with the `user` role.
        case string(String)
        /// A list of one or many input items to the model, containing different content types.
        case array([BetaInputItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [BetaInputItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case input
        case previousResponseID = "previous_response_id"
        case tools
        case text
        case reasoning
        case truncation
        case instructions
        case personality
        case conversation
        case toolChoice = "tool_choice"
        case parallelToolCalls = "parallel_tool_calls"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.input = try container.decodeIfPresent(BetaTokenCountsBody.Input.self, forKey: .input)
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: .previousResponseID)
        self.tools = try container.decodeIfPresent([BetaTool].self, forKey: .tools)
        self.text = try container.decodeIfPresent(BetaResponseTextParam.self, forKey: .text)
        self.reasoning = try container.decodeIfPresent(BetaReasoning.self, forKey: .reasoning)
        self._truncation = try container.decodeIfPresent(BetaTruncationEnum.self, forKey: .truncation)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
        self.personality = try container.decodeIfPresent(BetaPersonalityEnum.self, forKey: .personality)
        self.conversation = try container.decodeIfPresent(BetaConversationParam.self, forKey: .conversation)
        self.toolChoice = try container.decodeIfPresent(BetaToolChoiceParam.self, forKey: .toolChoice)
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: .parallelToolCalls)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.input, forKey: .input)
        try container.encodeIfPresent(self.previousResponseID, forKey: .previousResponseID)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.text, forKey: .text)
        try container.encodeIfPresent(self.reasoning, forKey: .reasoning)
        try container.encodeIfPresent(self._truncation, forKey: .truncation)
        try container.encodeIfPresent(self.instructions, forKey: .instructions)
        try container.encodeIfPresent(self.personality, forKey: .personality)
        try container.encodeIfPresent(self.conversation, forKey: .conversation)
        try container.encodeIfPresent(self.toolChoice, forKey: .toolChoice)
        try container.encodeIfPresent(self.parallelToolCalls, forKey: .parallelToolCalls)
    }
}

/// Token counts
///
/// - Schema: `#/components/schemas/BetaTokenCountsResource`
public struct BetaTokenCountsResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var inputTokens: Int

    public init(
        inputTokens: Int
    ) {
        self.object = "response.input_tokens"
        self.inputTokens = inputTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case inputTokens = "input_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "response.input_tokens")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.inputTokens, forKey: .inputTokens)
    }
}
