// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool that can be used to generate a response.
///
/// - Schema: `#/components/schemas/BetaTool`
public enum BetaTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(BetaFunctionTool)
    /// - `type`: `file_search`
    case fileSearch(BetaFileSearchTool)
    /// - `type`: `computer`
    case computer(BetaComputerTool)
    /// - `type`: `computer_use_preview`
    case computerUsePreview(BetaComputerUsePreviewTool)
    /// - `type`: `web_search`, `web_search_2025_08_26`
    case webSearch(BetaWebSearchTool)
    /// - `type`: `mcp`
    case mcp(BetaMCPTool)
    /// - `type`: `code_interpreter`
    case codeInterpreter(BetaCodeInterpreterTool)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(BetaProgrammaticToolCallingParam)
    /// - `type`: `image_generation`
    case imageGeneration(BetaImageGenTool)
    /// - `type`: `local_shell`
    case localShell(BetaLocalShellToolParam)
    /// - `type`: `shell`
    case shell(BetaFunctionShellToolParam)
    /// - `type`: `custom`
    case custom(BetaCustomToolParam)
    /// - `type`: `namespace`
    case namespace(BetaNamespaceToolParam)
    /// - `type`: `tool_search`
    case toolSearch(BetaToolSearchToolParam)
    /// - `type`: `web_search_preview`, `web_search_preview_2025_03_11`
    case webSearchPreview(BetaWebSearchPreviewTool)
    /// - `type`: `apply_patch`
    case applyPatch(BetaApplyPatchToolParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.codeInterpreter(text)` for a `String` value, as a string literal is written.
    public static func codeInterpreter(_ text: String) -> Self {
        .codeInterpreter(BetaCodeInterpreterTool(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try BetaFunctionTool(from: decoder)); return
            case "file_search": self = .fileSearch(try BetaFileSearchTool(from: decoder)); return
            case "computer": self = .computer(try BetaComputerTool(from: decoder)); return
            case "computer_use_preview": self = .computerUsePreview(try BetaComputerUsePreviewTool(from: decoder)); return
            case "web_search": self = .webSearch(try BetaWebSearchTool(from: decoder)); return
            case "web_search_2025_08_26": self = .webSearch(try BetaWebSearchTool(from: decoder)); return
            case "mcp": self = .mcp(try BetaMCPTool(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try BetaCodeInterpreterTool(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try BetaProgrammaticToolCallingParam(from: decoder)); return
            case "image_generation": self = .imageGeneration(try BetaImageGenTool(from: decoder)); return
            case "local_shell": self = .localShell(try BetaLocalShellToolParam(from: decoder)); return
            case "shell": self = .shell(try BetaFunctionShellToolParam(from: decoder)); return
            case "custom": self = .custom(try BetaCustomToolParam(from: decoder)); return
            case "namespace": self = .namespace(try BetaNamespaceToolParam(from: decoder)); return
            case "tool_search": self = .toolSearch(try BetaToolSearchToolParam(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try BetaWebSearchPreviewTool(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .webSearchPreview(try BetaWebSearchPreviewTool(from: decoder)); return
            case "apply_patch": self = .applyPatch(try BetaApplyPatchToolParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .computer(let value): try value.encode(to: encoder)
        case .computerUsePreview(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .codeInterpreter(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .imageGeneration(let value): try value.encode(to: encoder)
        case .localShell(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .namespace(let value): try value.encode(to: encoder)
        case .toolSearch(let value): try value.encode(to: encoder)
        case .webSearchPreview(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The execution context that produced this tool call.
///
/// - Schema: `#/components/schemas/BetaToolCallCaller`
public enum BetaToolCallCaller: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `direct`
    case direct(BetaDirectToolCallCaller)
    /// - `type`: `program`
    case program(BetaProgramToolCallCaller)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "direct": self = .direct(try BetaDirectToolCallCaller(from: decoder)); return
            case "program": self = .program(try BetaProgramToolCallCaller(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .direct(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The execution context that produced this tool call.
///
/// - Schema: `#/components/schemas/BetaToolCallCallerParam`
public enum BetaToolCallCallerParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `direct`
    case direct(BetaDirectToolCallCallerParam)
    /// - `type`: `program`
    case program(BetaProgramToolCallCallerParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "direct": self = .direct(try BetaDirectToolCallCallerParam(from: decoder)); return
            case "program": self = .program(try BetaProgramToolCallCallerParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .direct(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Constrains the tools available to the model to a pre-defined set.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAllowed`
public struct BetaToolChoiceAllowed: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed tool configuration type. Always `allowed_tools`.
    public var type: String

    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public var mode: BetaToolChoiceAllowed.Mode

    /// A list of tool definitions that the model should be allowed to call.
    ///
    /// For the Responses API, the list of tool definitions might look like:
    /// ```json
    /// [
    ///   { "type": "function", "name": "get_weather" },
    ///   { "type": "mcp", "server_label": "deepwiki" },
    ///   { "type": "image_generation" }
    /// ]
    /// ```
    public var tools: [JSONValue]

    public init(
        mode: BetaToolChoiceAllowed.Mode,
        tools: [JSONValue]
    ) {
        self.type = "allowed_tools"
        self.mode = mode
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue,
            tools: .emptyValue
        )
    }

    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public enum Mode: OpenEnum, EmptyDecodable {
        case auto
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case mode
        case tools
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "allowed_tools")
        self.mode = try container.decodeRequired(BetaToolChoiceAllowed.Mode.self, forKey: .mode, in: decoder)
        self.tools = try container.decodeRequired([JSONValue].self, forKey: .tools, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.mode, forKey: .mode)
        try container.encode(self.tools, forKey: .tools)
    }
}

/// Use this option to force the model to call a specific custom tool.
///
/// - Schema: `#/components/schemas/BetaToolChoiceCustom`
public struct BetaToolChoiceCustom: Codable, Hashable, Sendable, EmptyDecodable {
    /// For custom tool calling, the type is always `custom`.
    public var type: String

    /// The name of the custom tool to call.
    public var name: String

    public init(
        name: String
    ) {
        self.type = "custom"
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
    }
}

/// Use this option to force the model to call a specific function.
///
/// - Schema: `#/components/schemas/BetaToolChoiceFunction`
public struct BetaToolChoiceFunction: Codable, Hashable, Sendable, EmptyDecodable {
    /// For function calling, the type is always `function`.
    public var type: String

    /// The name of the function to call.
    public var name: String

    public init(
        name: String
    ) {
        self.type = "function"
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
    }
}

/// Use this option to force the model to call a specific tool on a remote MCP server.
///
/// - Schema: `#/components/schemas/BetaToolChoiceMCP`
public struct BetaToolChoiceMCP: Codable, Hashable, Sendable, EmptyDecodable {
    /// For MCP tools, the type is always `mcp`.
    public var type: String

    /// The label of the MCP server to use.
    public var serverLabel: String

    public var name: String?

    public init(
        serverLabel: String,
        name: String? = nil
    ) {
        self.type = "mcp"
        self.serverLabel = serverLabel
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serverLabel: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case serverLabel = "server_label"
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "mcp")
        self.serverLabel = try container.decodeRequired(String.self, forKey: .serverLabel, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.serverLabel, forKey: .serverLabel)
        try container.encodeIfPresent(self.name, forKey: .name)
    }
}

/// Controls which (if any) tool is called by the model.
///
/// `none` means the model will not call any tool and instead generates a message.
///
/// `auto` means the model can pick between generating a message or calling one or
/// more tools.
///
/// `required` means the model must call one or more tools.
///
/// - Schema: `#/components/schemas/BetaToolChoiceOptions`
public enum BetaToolChoiceOptions: OpenEnum, EmptyDecodable {
    case none
    case auto
    case required
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "none": self = .none
        case "auto": self = .auto
        case "required": self = .required
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .auto: "auto"
        case .required: "required"
        case .unknown(let value): value
        }
    }
}

/// How the model should select which tool (or tools) to use when generating
/// a response. See the `tools` parameter to see how to specify which tools
/// the model can call.
///
/// - Schema: `#/components/schemas/BetaToolChoiceParam`
public enum BetaToolChoiceParam: Codable, Hashable, Sendable, EmptyDecodable {
    case options(BetaToolChoiceOptions)
    /// - `type`: `allowed_tools`
    case allowedTools(BetaToolChoiceAllowed)
    /// - `type`: `file_search`, `web_search_preview`, `computer`, `computer_use_preview`, `computer_use`, `web_search_preview_2025_03_11`, `image_generation`, `code_interpreter`
    case fileSearch(BetaToolChoiceTypes)
    /// - `type`: `function`
    case function(BetaToolChoiceFunction)
    /// - `type`: `mcp`
    case mcp(BetaToolChoiceMCP)
    /// - `type`: `custom`
    case custom(BetaToolChoiceCustom)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(BetaSpecificProgrammaticToolCallingParam)
    /// - `type`: `apply_patch`
    case applyPatch(BetaSpecificApplyPatchParam)
    /// - `type`: `shell`
    case shell(BetaSpecificFunctionShellParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allowed_tools": self = .allowedTools(try BetaToolChoiceAllowed(from: decoder)); return
            case "file_search": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "web_search_preview": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "computer": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "computer_use_preview": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "computer_use": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "image_generation": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "code_interpreter": self = .fileSearch(try BetaToolChoiceTypes(from: decoder)); return
            case "function": self = .function(try BetaToolChoiceFunction(from: decoder)); return
            case "mcp": self = .mcp(try BetaToolChoiceMCP(from: decoder)); return
            case "custom": self = .custom(try BetaToolChoiceCustom(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try BetaSpecificProgrammaticToolCallingParam(from: decoder)); return
            case "apply_patch": self = .applyPatch(try BetaSpecificApplyPatchParam(from: decoder)); return
            case "shell": self = .shell(try BetaSpecificFunctionShellParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .options(try BetaToolChoiceOptions(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .options(let value): try value.encode(to: encoder)
        case .allowedTools(let value): try value.encode(to: encoder)
        case .fileSearch(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .applyPatch(let value): try value.encode(to: encoder)
        case .shell(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Indicates that the model should use a built-in tool to generate a response.
/// [Learn more about built-in tools](/docs/guides/tools).
///
/// - Schema: `#/components/schemas/BetaToolChoiceTypes`
public struct BetaToolChoiceTypes: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of hosted tool the model should to use. Learn more about
    /// [built-in tools](/docs/guides/tools).
    ///
    /// Allowed values are:
    /// - `file_search`
    /// - `web_search_preview`
    /// - `computer`
    /// - `computer_use_preview`
    /// - `computer_use`
    /// - `code_interpreter`
    /// - `image_generation`
    public var type: BetaToolChoiceTypes.Kind

    public init(
        type: BetaToolChoiceTypes.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaToolChoiceTypes.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of hosted tool the model should to use. Learn more about
    /// [built-in tools](/docs/guides/tools).
    ///
    /// Allowed values are:
    /// - `file_search`
    /// - `web_search_preview`
    /// - `computer`
    /// - `computer_use_preview`
    /// - `computer_use`
    /// - `code_interpreter`
    /// - `image_generation`
    public enum Kind: OpenEnum, EmptyDecodable {
        case fileSearch
        case webSearchPreview
        case computer
        case computerUsePreview
        case computerUse
        case webSearchPreview_2025_03_11
        case imageGeneration
        case codeInterpreter
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "file_search": self = .fileSearch
            case "web_search_preview": self = .webSearchPreview
            case "computer": self = .computer
            case "computer_use_preview": self = .computerUsePreview
            case "computer_use": self = .computerUse
            case "web_search_preview_2025_03_11": self = .webSearchPreview_2025_03_11
            case "image_generation": self = .imageGeneration
            case "code_interpreter": self = .codeInterpreter
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .fileSearch: "file_search"
            case .webSearchPreview: "web_search_preview"
            case .computer: "computer"
            case .computerUsePreview: "computer_use_preview"
            case .computerUse: "computer_use"
            case .webSearchPreview_2025_03_11: "web_search_preview_2025_03_11"
            case .imageGeneration: "image_generation"
            case .codeInterpreter: "code_interpreter"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(BetaToolChoiceTypes.Kind.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/BetaToolSearchCall`
public struct BetaToolSearchCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `tool_search_call`.
    public var type: String

    /// The unique ID of the tool search call item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: BetaToolSearchExecutionType

    /// Arguments used for the tool search call.
    public var arguments: JSONValue

    /// The status of the tool search call item that was recorded.
    public var status: BetaFunctionCallStatus

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: BetaToolSearchExecutionType,
        arguments: JSONValue,
        status: BetaFunctionCallStatus,
        agent: BetaAgentTag? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "tool_search_call"
        self.id = id
        self.callID = callID
        self.execution = execution
        self.arguments = arguments
        self.status = status
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: nil,
            execution: .emptyValue,
            arguments: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case execution
        case arguments
        case status
        case createdBy = "created_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.execution = try container.decodeRequired(BetaToolSearchExecutionType.self, forKey: .execution, in: decoder)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: .arguments, in: decoder)
        self.status = try container.decodeRequired(BetaFunctionCallStatus.self, forKey: .status, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.execution, forKey: .execution)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// - Schema: `#/components/schemas/BetaToolSearchCallItemParam`
public struct BetaToolSearchCallItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_call`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: BetaToolSearchExecutionType?

    /// The arguments supplied to the tool search call.
    public var arguments: BetaEmptyModelParam

    public var status: BetaFunctionCallItemStatus?

    public init(
        arguments: BetaEmptyModelParam,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        callID: String? = nil,
        execution: BetaToolSearchExecutionType? = nil,
        status: BetaFunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "tool_search_call"
        self.execution = execution
        self.arguments = arguments
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case execution
        case arguments
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_call")
        self.execution = try container.decodeIfPresent(BetaToolSearchExecutionType.self, forKey: .execution)
        self.arguments = try container.decodeRequired(BetaEmptyModelParam.self, forKey: .arguments, in: decoder)
        self.status = try container.decodeIfPresent(BetaFunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.execution, forKey: .execution)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaToolSearchExecutionType`
public enum BetaToolSearchExecutionType: OpenEnum, EmptyDecodable {
    case server
    case client
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "server": self = .server
        case "client": self = .client
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .server: "server"
        case .client: "client"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaToolSearchOutput`
public struct BetaToolSearchOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `tool_search_output`.
    public var type: String

    /// The unique ID of the tool search output item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: BetaToolSearchExecutionType

    /// The loaded tool definitions returned by tool search.
    public var tools: [BetaTool]

    /// The status of the tool search output item that was recorded.
    public var status: BetaFunctionCallOutputStatusEnum

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: BetaToolSearchExecutionType,
        tools: [BetaTool],
        status: BetaFunctionCallOutputStatusEnum,
        agent: BetaAgentTag? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "tool_search_output"
        self.id = id
        self.callID = callID
        self.execution = execution
        self.tools = tools
        self.status = status
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: nil,
            execution: .emptyValue,
            tools: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case execution
        case tools
        case status
        case createdBy = "created_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.execution = try container.decodeRequired(BetaToolSearchExecutionType.self, forKey: .execution, in: decoder)
        self.tools = try container.decodeRequired([BetaTool].self, forKey: .tools, in: decoder)
        self.status = try container.decodeRequired(BetaFunctionCallOutputStatusEnum.self, forKey: .status, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.execution, forKey: .execution)
        try container.encode(self.tools, forKey: .tools)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// - Schema: `#/components/schemas/BetaToolSearchOutputItemParam`
public struct BetaToolSearchOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_output`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: BetaToolSearchExecutionType?

    /// The loaded tool definitions returned by the tool search output.
    public var tools: [BetaTool]

    public var status: BetaFunctionCallItemStatus?

    public init(
        tools: [BetaTool],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        callID: String? = nil,
        execution: BetaToolSearchExecutionType? = nil,
        status: BetaFunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "tool_search_output"
        self.execution = execution
        self.tools = tools
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case execution
        case tools
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_output")
        self.execution = try container.decodeIfPresent(BetaToolSearchExecutionType.self, forKey: .execution)
        self.tools = try container.decodeRequired([BetaTool].self, forKey: .tools, in: decoder)
        self.status = try container.decodeIfPresent(BetaFunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.execution, forKey: .execution)
        try container.encode(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// Hosted or BYOT tool search configuration for deferred tools.
///
/// - Schema: `#/components/schemas/BetaToolSearchToolParam`
public struct BetaToolSearchToolParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the tool. Always `tool_search`.
    public var type: String

    /// Whether tool search is executed by the server or by the client.
    public var execution: BetaToolSearchExecutionType?

    public var description: String?

    public var parameters: BetaEmptyModelParam?

    public init(
        execution: BetaToolSearchExecutionType? = nil,
        description: String? = nil,
        parameters: BetaEmptyModelParam? = nil
    ) {
        self.type = "tool_search"
        self.execution = execution
        self.description = description
        self.parameters = parameters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case execution
        case description
        case parameters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search")
        self.execution = try container.decodeIfPresent(BetaToolSearchExecutionType.self, forKey: .execution)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.parameters = try container.decodeIfPresent(BetaEmptyModelParam.self, forKey: .parameters)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.execution, forKey: .execution)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.parameters, forKey: .parameters)
    }
}
