// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaToolTextEditor20250429`
public nonisolated struct BetaToolTextEditor20250429: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var allowedCallers: [BetaToolTextEditor20250429.AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    public var inputExamples: [[String: JSONValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [BetaToolTextEditor20250429.AllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        inputExamples: [[String: JSONValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.inputExamples = inputExamples
        self.name = "str_replace_based_edit_tool"
        self.strict = strict
        self.type = "text_editor_20250429"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum AllowedCaller: OpenEnum, EmptyDecodable {
        case direct
        case codeExecution_20250825
        case codeExecution_20260120
        case codeExecution_20260521
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "direct": self = .direct
            case "code_execution_20250825": self = .codeExecution_20250825
            case "code_execution_20260120": self = .codeExecution_20260120
            case "code_execution_20260521": self = .codeExecution_20260521
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .direct: "direct"
            case .codeExecution_20250825: "code_execution_20250825"
            case .codeExecution_20260120: "code_execution_20260120"
            case .codeExecution_20260521: "code_execution_20260521"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([BetaToolTextEditor20250429.AllowedCaller].self, forKey: "allowed_callers")
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeralBetaCacheControlEphemeral.self, forKey: "cache_control")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.inputExamples = try container.decodeIfPresent([[String: JSONValue]].self, forKey: "input_examples")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "str_replace_based_edit_tool")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_20250429")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.inputExamples, forKey: "input_examples")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaToolTextEditor20250429 {
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var cacheControl: Self { Self("cache_control") }
    public static var deferLoading: Self { Self("defer_loading") }
    public static var inputExamples: Self { Self("input_examples") }
    public static var strict: Self { Self("strict") }
}
