// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// - Schema: `#/components/schemas/BetaResponseProperties`
public nonisolated struct BetaResponseProperties: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var previousResponseID: String?

    /// Model ID used to generate the response, like `gpt-4o` or `o3`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models)
    /// to browse and compare available models.
    public var model: ModelIds?

    public var background: Bool?

    public var maxToolCalls: Int?

    public var text: BetaResponseTextParam?

    public var tools: BetaToolsArray?

    public var toolChoice: ToolChoiceParam?

    public var prompt: BetaPrompt?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        previousResponseID: String? = nil,
        model: ModelIds? = nil,
        background: Bool? = nil,
        maxToolCalls: Int? = nil,
        text: BetaResponseTextParam? = nil,
        tools: BetaToolsArray? = nil,
        toolChoice: ToolChoiceParam? = nil,
        prompt: BetaPrompt? = nil
    ) {
        self.previousResponseID = previousResponseID
        self.model = model
        self.background = background
        self.maxToolCalls = maxToolCalls
        self.text = text
        self.tools = tools
        self.toolChoice = toolChoice
        self.prompt = prompt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: "previous_response_id")
        self.model = try container.decodeIfPresent(ModelIds.self, forKey: "model")
        self.background = try container.decodeIfPresent(Bool.self, forKey: "background")
        self.maxToolCalls = try container.decodeIfPresent(Int.self, forKey: "max_tool_calls")
        self.text = try container.decodeIfPresent(BetaResponseTextParam.self, forKey: "text")
        self.tools = try container.decodeIfPresent(BetaToolsArray.self, forKey: "tools")
        self.toolChoice = try container.decodeIfPresent(ToolChoiceParam.self, forKey: "tool_choice")
        self.prompt = try container.decodeIfPresent(BetaPrompt.self, forKey: "prompt")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.previousResponseID, forKey: "previous_response_id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.maxToolCalls, forKey: "max_tool_calls")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.tools, forKey: "tools")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.prompt, forKey: "prompt")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseProperties {
    public static var previousResponseID: Self { Self("previous_response_id") }
    public static var background: Self { Self("background") }
    public static var maxToolCalls: Self { Self("max_tool_calls") }
    public static var prompt: Self { Self("prompt") }
}
