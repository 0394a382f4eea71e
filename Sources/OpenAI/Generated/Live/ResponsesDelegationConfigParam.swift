// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model, prompt, and tool settings for tasks delegated by the Live session to a Responses backend.
///
/// - Schema: `#/components/schemas/ResponsesDelegationConfigParam`
public nonisolated struct ResponsesDelegationConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Instructions for the delegated Responses model, separate from Live instructions.
    ///
    /// See
    /// [backend prompting](https://developers.openai.com/api/docs/guides/live-delegation#start-with-your-existing-backend-prompt).
    public var instructions: String?

    /// Maximum number of output tokens for each delegated response.
    public var maxOutputTokens: Int?

    /// The model used for server-owned Responses delegations.
    public var model: String

    /// Whether the delegated Responses model may request multiple tool calls in a
    /// single response.
    public var parallelToolCalls: Bool?

    /// Reasoning settings passed to each delegated Responses request.
    public var reasoning: LiveResponsesDelegationConfigParamReasoning?

    /// Service tier for delegated Responses requests.
    public var serviceTier: ResponsesDelegationConfigParam.ServiceTier?

    /// Text generation settings passed to each delegated Responses request.
    public var text: LiveResponsesDelegationConfigParamText?

    /// Controls which tool the Responses backend uses when handling a task delegated by
    /// the Live model.
    public var toolChoice: LiveResponsesDelegationConfigParamToolChoice?

    /// Tools available to the Responses backend while it handles tasks delegated by the
    /// Live model.
    public var tools: [ResponsesDelegationConfigParamTool]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String,
        instructions: String? = nil,
        maxOutputTokens: Int? = nil,
        parallelToolCalls: Bool? = nil,
        reasoning: LiveResponsesDelegationConfigParamReasoning? = nil,
        serviceTier: ResponsesDelegationConfigParam.ServiceTier? = nil,
        text: LiveResponsesDelegationConfigParamText? = nil,
        toolChoice: LiveResponsesDelegationConfigParamToolChoice? = nil,
        tools: [ResponsesDelegationConfigParamTool]? = nil
    ) {
        self.instructions = instructions
        self.maxOutputTokens = maxOutputTokens
        self.model = model
        self.parallelToolCalls = parallelToolCalls
        self.reasoning = reasoning
        self.serviceTier = serviceTier
        self.text = text
        self.toolChoice = toolChoice
        self.tools = tools
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// Service tier for delegated Responses requests.
    public nonisolated enum ServiceTier: OpenEnum, EmptyDecodable {
        case auto
        case `default`
        case fastTierTempPilot
        case flex
        case priority
        case ultrafast
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "default": self = .`default`
            case "fast_tier_temp_pilot": self = .fastTierTempPilot
            case "flex": self = .flex
            case "priority": self = .priority
            case "ultrafast": self = .ultrafast
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .`default`: "default"
            case .fastTierTempPilot: "fast_tier_temp_pilot"
            case .flex: "flex"
            case .priority: "priority"
            case .ultrafast: "ultrafast"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.maxOutputTokens = try container.decodeIfPresent(Int.self, forKey: "max_output_tokens")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.parallelToolCalls = try container.decodeIfPresent(Bool.self, forKey: "parallel_tool_calls")
        self.reasoning = try container.decodeIfPresent(LiveResponsesDelegationConfigParamReasoning.self, forKey: "reasoning")
        self.serviceTier = try container.decodeIfPresent(ResponsesDelegationConfigParam.ServiceTier.self, forKey: "service_tier")
        self.text = try container.decodeIfPresent(LiveResponsesDelegationConfigParamText.self, forKey: "text")
        self.toolChoice = try container.decodeIfPresent(LiveResponsesDelegationConfigParamToolChoice.self, forKey: "tool_choice")
        self.tools = try container.decodeIfPresent([ResponsesDelegationConfigParamTool].self, forKey: "tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.maxOutputTokens, forKey: "max_output_tokens")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.parallelToolCalls, forKey: "parallel_tool_calls")
        try container.encodeIfPresent(self.reasoning, forKey: "reasoning")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.text, forKey: "text")
        try container.encodeIfPresent(self.toolChoice, forKey: "tool_choice")
        try container.encodeIfPresent(self.tools, forKey: "tools")
    }
}

nonisolated extension NullableMember where Owner == ResponsesDelegationConfigParam {
    public static var instructions: Self { Self("instructions") }
    public static var maxOutputTokens: Self { Self("max_output_tokens") }
    public static var parallelToolCalls: Self { Self("parallel_tool_calls") }
    public static var reasoning: Self { Self("reasoning") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var text: Self { Self("text") }
}
