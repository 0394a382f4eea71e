// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicShared

/// A custom tool definition, as sent.
///
/// - Schema: `#/components/schemas/BetaResponseTool`
public nonisolated struct BetaResponseTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var allowedCallers: [BetaResponseTool.AllowedCaller]?

    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Description of what this tool does.
    ///
    /// Tool descriptions should be as detailed as possible. The more information that
    /// the model has about what the tool is and how to use it, the better it will
    /// perform. You can use natural language descriptions to reinforce important
    /// aspects of the tool input JSON schema.
    public var description: String?

    /// Enable eager input streaming for this tool.
    ///
    /// When true, tool input parameters will be streamed incrementally as they are
    /// generated, and types will be inferred on-the-fly rather than buffering the full
    /// JSON output. When false, streaming is disabled for this tool even if the
    /// fine-grained-tool-streaming beta is active. When null (default), uses the
    /// default behavior based on beta headers.
    public var eagerInputStreaming: Bool?

    public var inputExamples: [[String: JSONValue]]?

    /// [JSON schema](https://json-schema.org/draft/2020-12) for this tool's input.
    ///
    /// This defines the shape of the `input` that your tool accepts and that the model
    /// will produce.
    public var inputSchema: BetaManagedAgentsCustomToolInputSchema

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputSchema: BetaManagedAgentsCustomToolInputSchema,
        name: String,
        allowedCallers: [BetaResponseTool.AllowedCaller]? = nil,
        deferLoading: Bool? = nil,
        description: String? = nil,
        eagerInputStreaming: Bool? = nil,
        inputExamples: [[String: JSONValue]]? = nil,
        strict: Bool? = nil,
        type: String? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.deferLoading = deferLoading
        self.description = description
        self.eagerInputStreaming = eagerInputStreaming
        self.inputExamples = inputExamples
        self.inputSchema = inputSchema
        self.name = name
        self.strict = strict
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputSchema: .emptyValue,
            name: .emptyValue
        )
    }

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
        self.allowedCallers = try container.decodeIfPresent([BetaResponseTool.AllowedCaller].self, forKey: "allowed_callers")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.eagerInputStreaming = try container.decodeIfPresent(Bool.self, forKey: "eager_input_streaming")
        self.inputExamples = try container.decodeIfPresent([[String: JSONValue]].self, forKey: "input_examples")
        self.inputSchema = try container.decodeRequired(BetaManagedAgentsCustomToolInputSchema.self, forKey: "input_schema", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "custom")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.eagerInputStreaming, forKey: "eager_input_streaming")
        try container.encodeIfPresent(self.inputExamples, forKey: "input_examples")
        try container.encode(self.inputSchema, forKey: "input_schema")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseTool {
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var deferLoading: Self { Self("defer_loading") }
    public static var description: Self { Self("description") }
    public static var eagerInputStreaming: Self { Self("eager_input_streaming") }
    public static var inputExamples: Self { Self("input_examples") }
    public static var strict: Self { Self("strict") }
    public static var type: Self { Self("type") }
}
