// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TokenCountsBody`
public nonisolated struct TokenCountsBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: String?

    public var input: TokenCountsBody.Input?

    public var previousResponseID: String?

    public var tools: [APITool]?

    public var text: ResponseTextParam?

    public var reasoning: Reasoning?

    /// The truncation strategy to use for the model response. - `auto`: If the input to this Response exceeds the model's context window size, the model will truncate the response to fit the context window by dropping items from the beginning of the conversation. - `disabled` (default): If the input size will exceed the context window size for a model, the request will fail with a 400 error.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var truncation: TruncationEnum? {
        get { _truncation }
        set { _truncation = newValue }
    }

    public var instructions: String?

    /// A model-owned style preset to apply to this request. Omit this parameter to use the model's default style. Supported values may expand over time. Values must be at most 64 characters.
    public var personality: PersonalityEnum?

    public var conversation: ConversationParam?

    public var toolChoice: ToolChoiceParam?

    public var parallelToolCalls: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>
    private var _truncation: TruncationEnum?

    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Text, image, or file inputs to the model, used to generate a response
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A text input to the model, equivalent to a text input with the `user` role.
        case string(String)
        /// A list of one or many input items to the model, containing different content types.
        case array([OpenAIResponses.InputItem])
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
                self = .array(try [OpenAIResponses.InputItem](from: decoder)); return
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.input = try container.decodeIfPresent(TokenCountsBody.Input.self, forKey: "input")
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: "previous_response_id")
        self.tools = try container.decodeIfPresent([APITool].self, forKey: "tools")
        self.text = try container.decodeIfPresent(ResponseTextParam.self, forKey: "text")
        self.reasoning = try container.decodeIfPresent(Reasoning.self, forKey: "reasoning")
        self._truncation = try container.decodeIfPresent(TruncationEnum.self, forKey: "truncation")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.personality = try container.decodeIfPresent(PersonalityEnum.self, forKey: "personality")
        self.conversation = try container.decodeIfPresent(ConversationParam.self, forKey: "conversation")
        self.toolChoice = try container.decodeIfPresent(ToolChoiceParam.self, forKey: "tool_choice")
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: "parallel_tool_calls")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.previousResponseID, forKey: "previous_response_id")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self._truncation, forKey: "truncation")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.personality, forKey: "personality")
        try container.encodeIfPresent(self.conversation, forKey: "conversation")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
    }
}

nonisolated extension NullableMember where Owner == TokenCountsBody {
    public static var model: Self { Self("model") }
    public static var input: Self { Self("input") }
    public static var previousResponseID: Self { Self("previous_response_id") }
    public static var tools: Self { Self("tools") }
    public static var text: Self { Self("text") }
    public static var reasoning: Self { Self("reasoning") }
    public static var instructions: Self { Self("instructions") }
    public static var conversation: Self { Self("conversation") }
    public static var toolChoice: Self { Self("tool_choice") }
    public static var parallelToolCalls: Self { Self("parallel_tool_calls") }
}
// MARK: - String arguments

nonisolated extension TokenCountsBody {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: ConversationParam? = nil,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: conversation,
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: PersonalityEnum? = nil,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: personality,
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: TokenCountsBody.Input? = nil,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: input,
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }

    /// The memberwise initializer with `input`, `personality`, `conversation` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String? = nil,
        input: String,
        previousResponseID: String? = nil,
        tools: [APITool]? = nil,
        text: ResponseTextParam? = nil,
        reasoning: Reasoning? = nil,
        truncation: TruncationEnum? = nil,
        instructions: String? = nil,
        personality: String,
        conversation: String,
        toolChoice: ToolChoiceParam? = nil,
        parallelToolCalls: Bool? = nil
    ) {
        self.init(
            model: model,
            input: TokenCountsBody.Input.string(input),
            previousResponseID: previousResponseID,
            tools: tools,
            text: text,
            reasoning: reasoning,
            truncation: truncation,
            instructions: instructions,
            personality: PersonalityEnum(rawValue: personality),
            conversation: ConversationParam.conversationID(conversation),
            toolChoice: toolChoice,
            parallelToolCalls: parallelToolCalls
        )
    }
}
