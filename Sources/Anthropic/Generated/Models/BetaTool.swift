// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool
///
/// - Schema: `#/components/schemas/BetaTool`
public struct BetaTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String?

    /// Description of what this tool does.
    ///
    /// Tool descriptions should be as detailed as possible. The more information that the model has about what the tool is and how to use it, the better it will perform. You can use natural language descriptions to reinforce important aspects of the tool input JSON schema.
    public var description: String?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// [JSON schema](https://json-schema.org/draft/2020-12) for this tool's input.
    ///
    /// This defines the shape of the `input` that your tool accepts and that the model will produce.
    public var inputSchema: BetaInputSchema

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Enable eager input streaming for this tool. When true, tool input parameters will be streamed incrementally as they are generated, and types will be inferred on-the-fly rather than buffering the full JSON output. When false, streaming is disabled for this tool even if the fine-grained-tool-streaming beta is active. When null (default), uses the default behavior based on beta headers.
    public var eagerInputStreaming: Bool?

    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    public init(
        name: String,
        inputSchema: BetaInputSchema,
        type: String? = nil,
        description: String? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        strict: Bool? = nil,
        eagerInputStreaming: Bool? = nil,
        allowedCallers: [BetaAllowedCaller]? = nil,
        deferLoading: Bool? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil
    ) {
        self.type = type
        self.description = description
        self.name = name
        self.inputSchema = inputSchema
        self.cacheControl = cacheControl
        self.strict = strict
        self.eagerInputStreaming = eagerInputStreaming
        self.allowedCallers = allowedCallers
        self.deferLoading = deferLoading
        self.inputExamples = inputExamples
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case description
        case name
        case inputSchema = "input_schema"
        case cacheControl = "cache_control"
        case strict
        case eagerInputStreaming = "eager_input_streaming"
        case allowedCallers = "allowed_callers"
        case deferLoading = "defer_loading"
        case inputExamples = "input_examples"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.inputSchema = try container.decodeRequired(BetaInputSchema.self, forKey: .inputSchema, in: decoder)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.eagerInputStreaming = try container.decodeIfPresent(Bool.self, forKey: .eagerInputStreaming)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: .inputExamples)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.inputSchema, forKey: .inputSchema)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encodeIfPresent(self.eagerInputStreaming, forKey: .eagerInputStreaming)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
    }
}

/// How the model should use the provided tools. The model can use a specific tool, any available tool, decide by itself, or not use tools at all.
///
/// - Schema: `#/components/schemas/BetaToolChoice`
public enum BetaToolChoice: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `auto`
    case auto(BetaToolChoiceAuto)
    /// - `type`: `any`
    case `any`(BetaToolChoiceAny)
    /// - `type`: `tool`
    case tool(BetaToolChoiceTool)
    /// - `type`: `none`
    case none(BetaToolChoiceNone)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "auto": self = .auto(try BetaToolChoiceAuto(from: decoder)); return
            case "any": self = .any(try BetaToolChoiceAny(from: decoder)); return
            case "tool": self = .tool(try BetaToolChoiceTool(from: decoder)); return
            case "none": self = .none(try BetaToolChoiceNone(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .auto(let value): try value.encode(to: encoder)
        case .any(let value): try value.encode(to: encoder)
        case .tool(let value): try value.encode(to: encoder)
        case .none(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The model will use any available tools.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAny`
public struct BetaToolChoiceAny: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether to disable parallel tool use.
    ///
    /// Defaults to `false`. If set to `true`, the model will output exactly one tool use.
    public var disableParallelToolUse: Bool?

    /// Type
    public var type: String

    public init(
        disableParallelToolUse: Bool? = nil
    ) {
        self.disableParallelToolUse = disableParallelToolUse
        self.type = "any"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case disableParallelToolUse = "disable_parallel_tool_use"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.disableParallelToolUse = try container.decodeIfPresent(Bool.self, forKey: .disableParallelToolUse)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "any")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.disableParallelToolUse, forKey: .disableParallelToolUse)
        try container.encode(self.type, forKey: .type)
    }
}

/// The model will automatically decide whether to use tools.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAuto`
public struct BetaToolChoiceAuto: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether to disable parallel tool use.
    ///
    /// Defaults to `false`. If set to `true`, the model will output at most one tool use.
    public var disableParallelToolUse: Bool?

    /// Type
    public var type: String

    public init(
        disableParallelToolUse: Bool? = nil
    ) {
        self.disableParallelToolUse = disableParallelToolUse
        self.type = "auto"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case disableParallelToolUse = "disable_parallel_tool_use"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.disableParallelToolUse = try container.decodeIfPresent(Bool.self, forKey: .disableParallelToolUse)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "auto")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.disableParallelToolUse, forKey: .disableParallelToolUse)
        try container.encode(self.type, forKey: .type)
    }
}

/// The model will not be allowed to use tools.
///
/// - Schema: `#/components/schemas/BetaToolChoiceNone`
public struct BetaToolChoiceNone: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    public init() {
        self.type = "none"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "none")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// The model will use the specified tool with `tool_choice.name`.
///
/// - Schema: `#/components/schemas/BetaToolChoiceTool`
public struct BetaToolChoiceTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether to disable parallel tool use.
    ///
    /// Defaults to `false`. If set to `true`, the model will output exactly one tool use.
    public var disableParallelToolUse: Bool?

    /// The name of the tool to use.
    public var name: String

    /// Type
    public var type: String

    public init(
        name: String,
        disableParallelToolUse: Bool? = nil
    ) {
        self.disableParallelToolUse = disableParallelToolUse
        self.name = name
        self.type = "tool"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case disableParallelToolUse = "disable_parallel_tool_use"
        case name
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.disableParallelToolUse = try container.decodeIfPresent(Bool.self, forKey: .disableParallelToolUse)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.disableParallelToolUse, forKey: .disableParallelToolUse)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.type, forKey: .type)
    }
}

/// ToolSearchToolBM25_20251119
///
/// - Schema: `#/components/schemas/BetaToolSearchToolBM25_20251119`
public struct BetaToolSearchToolBM25_20251119: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: BetaToolSearchToolBM25_20251119.Kind

    public init(
        type: BetaToolSearchToolBM25_20251119.Kind,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "tool_search_tool_bm25"
        self.strict = strict
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaToolSearchToolBM25_20251119.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// Type
    public enum Kind: OpenEnum, EmptyDecodable {
        case toolSearchToolBm25_20251119
        case toolSearchToolBm25
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "tool_search_tool_bm25_20251119": self = .toolSearchToolBm25_20251119
            case "tool_search_tool_bm25": self = .toolSearchToolBm25
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .toolSearchToolBm25_20251119: "tool_search_tool_bm25_20251119"
            case .toolSearchToolBm25: "tool_search_tool_bm25"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "tool_search_tool_bm25")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(BetaToolSearchToolBM25_20251119.Kind.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// ToolSearchToolRegex_20251119
///
/// - Schema: `#/components/schemas/BetaToolSearchToolRegex_20251119`
public struct BetaToolSearchToolRegex_20251119: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: BetaToolSearchToolRegex_20251119.Kind

    public init(
        type: BetaToolSearchToolRegex_20251119.Kind,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "tool_search_tool_regex"
        self.strict = strict
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaToolSearchToolRegex_20251119.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// Type
    public enum Kind: OpenEnum, EmptyDecodable {
        case toolSearchToolRegex_20251119
        case toolSearchToolRegex
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119
            case "tool_search_tool_regex": self = .toolSearchToolRegex
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .toolSearchToolRegex_20251119: "tool_search_tool_regex_20251119"
            case .toolSearchToolRegex: "tool_search_tool_regex"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "tool_search_tool_regex")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(BetaToolSearchToolRegex_20251119.Kind.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// ToolSearchToolResultErrorCode
///
/// - Schema: `#/components/schemas/BetaToolSearchToolResultErrorCode`
public enum BetaToolSearchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case unavailable
    case tooManyRequests
    case executionTimeExceeded
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "unavailable": self = .unavailable
        case "too_many_requests": self = .tooManyRequests
        case "execution_time_exceeded": self = .executionTimeExceeded
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .unavailable: "unavailable"
        case .tooManyRequests: "too_many_requests"
        case .executionTimeExceeded: "execution_time_exceeded"
        case .unknown(let value): value
        }
    }
}

/// ToolUsesKeep
///
/// - Schema: `#/components/schemas/BetaToolUsesKeep`
public struct BetaToolUsesKeep: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    /// Value
    public var value: Int

    public init(
        value: Int
    ) {
        self.type = "tool_uses"
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_uses")
        self.value = try container.decodeRequired(Int.self, forKey: .value, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.value, forKey: .value)
    }
}

/// ToolUsesTrigger
///
/// - Schema: `#/components/schemas/BetaToolUsesTrigger`
public struct BetaToolUsesTrigger: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type
    public var type: String

    /// Value
    public var value: Int

    public init(
        value: Int
    ) {
        self.type = "tool_uses"
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_uses")
        self.value = try container.decodeRequired(Int.self, forKey: .value, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.value, forKey: .value)
    }
}
