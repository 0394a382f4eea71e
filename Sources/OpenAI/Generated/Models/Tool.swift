// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool that can be used to generate a response.
///
/// - Schema: `#/components/schemas/Tool`
public enum Tool: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(FunctionTool)
    /// - `type`: `file_search`
    case fileSearch(FileSearchTool)
    /// - `type`: `computer`
    case computer(ComputerTool)
    /// - `type`: `computer_use_preview`
    case computerUsePreview(ComputerUsePreviewTool)
    /// - `type`: `web_search`, `web_search_2025_08_26`
    case webSearch(WebSearchTool)
    /// - `type`: `mcp`
    case mcp(MCPTool)
    /// - `type`: `code_interpreter`
    case codeInterpreter(CodeInterpreterTool)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(ProgrammaticToolCallingParam)
    /// - `type`: `image_generation`
    case imageGeneration(ImageGenTool)
    /// - `type`: `local_shell`
    case localShell(LocalShellToolParam)
    /// - `type`: `shell`
    case shell(FunctionShellToolParam)
    /// - `type`: `custom`
    case custom(CustomToolParam)
    /// - `type`: `namespace`
    case namespace(NamespaceToolParam)
    /// - `type`: `tool_search`
    case toolSearch(ToolSearchToolParam)
    /// - `type`: `web_search_preview`, `web_search_preview_2025_03_11`
    case webSearchPreview(WebSearchPreviewTool)
    /// - `type`: `apply_patch`
    case applyPatch(ApplyPatchToolParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.codeInterpreter(text)` for a `String` value, as a string literal is written.
    public static func codeInterpreter(_ text: String) -> Self {
        .codeInterpreter(CodeInterpreterTool(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try FunctionTool(from: decoder)); return
            case "file_search": self = .fileSearch(try FileSearchTool(from: decoder)); return
            case "computer": self = .computer(try ComputerTool(from: decoder)); return
            case "computer_use_preview": self = .computerUsePreview(try ComputerUsePreviewTool(from: decoder)); return
            case "web_search": self = .webSearch(try WebSearchTool(from: decoder)); return
            case "web_search_2025_08_26": self = .webSearch(try WebSearchTool(from: decoder)); return
            case "mcp": self = .mcp(try MCPTool(from: decoder)); return
            case "code_interpreter": self = .codeInterpreter(try CodeInterpreterTool(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try ProgrammaticToolCallingParam(from: decoder)); return
            case "image_generation": self = .imageGeneration(try ImageGenTool(from: decoder)); return
            case "local_shell": self = .localShell(try LocalShellToolParam(from: decoder)); return
            case "shell": self = .shell(try FunctionShellToolParam(from: decoder)); return
            case "custom": self = .custom(try CustomToolParam(from: decoder)); return
            case "namespace": self = .namespace(try NamespaceToolParam(from: decoder)); return
            case "tool_search": self = .toolSearch(try ToolSearchToolParam(from: decoder)); return
            case "web_search_preview": self = .webSearchPreview(try WebSearchPreviewTool(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .webSearchPreview(try WebSearchPreviewTool(from: decoder)); return
            case "apply_patch": self = .applyPatch(try ApplyPatchToolParam(from: decoder)); return
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
/// - Schema: `#/components/schemas/ToolCallCaller`
public enum ToolCallCaller: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `direct`
    case direct(DirectToolCallCaller)
    /// - `type`: `program`
    case program(ProgramToolCallCaller)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "direct": self = .direct(try DirectToolCallCaller(from: decoder)); return
            case "program": self = .program(try ProgramToolCallCaller(from: decoder)); return
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
/// - Schema: `#/components/schemas/ToolCallCallerParam`
public enum ToolCallCallerParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `direct`
    case direct(DirectToolCallCallerParam)
    /// - `type`: `program`
    case program(ProgramToolCallCallerParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "direct": self = .direct(try DirectToolCallCallerParam(from: decoder)); return
            case "program": self = .program(try ProgramToolCallCallerParam(from: decoder)); return
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

/// Tool selection that the assistant should honor when executing the item.
///
/// - Schema: `#/components/schemas/ToolChoice`
public struct ToolChoice: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the requested tool.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
    }
}

/// Constrains the tools available to the model to a pre-defined set.
///
/// - Schema: `#/components/schemas/ToolChoiceAllowed`
public struct ToolChoiceAllowed: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed tool configuration type. Always `allowed_tools`.
    public var type: String

    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public var mode: ToolChoiceAllowed.Mode

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
        mode: ToolChoiceAllowed.Mode,
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
        self.mode = try container.decodeRequired(ToolChoiceAllowed.Mode.self, forKey: .mode, in: decoder)
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
/// - Schema: `#/components/schemas/ToolChoiceCustom`
public struct ToolChoiceCustom: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/ToolChoiceFunction`
public struct ToolChoiceFunction: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/ToolChoiceMCP`
public struct ToolChoiceMCP: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/ToolChoiceOptions`
public enum ToolChoiceOptions: OpenEnum, EmptyDecodable {
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
/// - Schema: `#/components/schemas/ToolChoiceParam`
public enum ToolChoiceParam: Codable, Hashable, Sendable, EmptyDecodable {
    case options(ToolChoiceOptions)
    /// - `type`: `allowed_tools`
    case allowedTools(ToolChoiceAllowed)
    /// - `type`: `file_search`, `web_search_preview`, `computer`, `computer_use_preview`, `computer_use`, `web_search_preview_2025_03_11`, `image_generation`, `code_interpreter`
    case fileSearch(ToolChoiceTypes)
    /// - `type`: `function`
    case function(ToolChoiceFunction)
    /// - `type`: `mcp`
    case mcp(ToolChoiceMCP)
    /// - `type`: `custom`
    case custom(ToolChoiceCustom)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(SpecificProgrammaticToolCallingParam)
    /// - `type`: `apply_patch`
    case applyPatch(SpecificApplyPatchParam)
    /// - `type`: `shell`
    case shell(SpecificFunctionShellParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "allowed_tools": self = .allowedTools(try ToolChoiceAllowed(from: decoder)); return
            case "file_search": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "web_search_preview": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer_use_preview": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "computer_use": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "web_search_preview_2025_03_11": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "image_generation": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "code_interpreter": self = .fileSearch(try ToolChoiceTypes(from: decoder)); return
            case "function": self = .function(try ToolChoiceFunction(from: decoder)); return
            case "mcp": self = .mcp(try ToolChoiceMCP(from: decoder)); return
            case "custom": self = .custom(try ToolChoiceCustom(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try SpecificProgrammaticToolCallingParam(from: decoder)); return
            case "apply_patch": self = .applyPatch(try SpecificApplyPatchParam(from: decoder)); return
            case "shell": self = .shell(try SpecificFunctionShellParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .options(try ToolChoiceOptions(from: decoder)); return
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
/// - Schema: `#/components/schemas/ToolChoiceTypes`
public struct ToolChoiceTypes: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
    public var type: ToolChoiceTypes.Kind

    public init(
        type: ToolChoiceTypes.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: ToolChoiceTypes.Kind(stringLiteral: value))
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
        self.type = try container.decodeRequired(ToolChoiceTypes.Kind.self, forKey: .type, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/ToolSearchCall`
public struct ToolSearchCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `tool_search_call`.
    public var type: String

    /// The unique ID of the tool search call item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType

    /// Arguments used for the tool search call.
    public var arguments: JSONValue

    /// The status of the tool search call item that was recorded.
    public var status: FunctionCallStatus

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: ToolSearchExecutionType,
        arguments: JSONValue,
        status: FunctionCallStatus,
        createdBy: String? = nil
    ) {
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.execution = try container.decodeRequired(ToolSearchExecutionType.self, forKey: .execution, in: decoder)
        self.arguments = try container.decodeRequired(JSONValue.self, forKey: .arguments, in: decoder)
        self.status = try container.decodeRequired(FunctionCallStatus.self, forKey: .status, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.execution, forKey: .execution)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// - Schema: `#/components/schemas/ToolSearchCallItemParam`
public struct ToolSearchCallItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_call`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    /// The arguments supplied to the tool search call.
    public var arguments: EmptyModelParam

    public var status: FunctionCallItemStatus?

    public init(
        arguments: EmptyModelParam,
        id: String? = nil,
        callID: String? = nil,
        execution: ToolSearchExecutionType? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
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
        case id
        case callID = "call_id"
        case type
        case execution
        case arguments
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_call")
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: .execution)
        self.arguments = try container.decodeRequired(EmptyModelParam.self, forKey: .arguments, in: decoder)
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.execution, forKey: .execution)
        try container.encode(self.arguments, forKey: .arguments)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/ToolSearchExecutionType`
public enum ToolSearchExecutionType: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/ToolSearchOutput`
public struct ToolSearchOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the item. Always `tool_search_output`.
    public var type: String

    /// The unique ID of the tool search output item.
    public var id: String

    public var callID: String?

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType

    /// The loaded tool definitions returned by tool search.
    public var tools: [OpenAI.Tool]

    /// The status of the tool search output item that was recorded.
    public var status: FunctionCallOutputStatusEnum

    /// The identifier of the actor that created the item.
    public var createdBy: String?

    public init(
        id: String,
        callID: String?,
        execution: ToolSearchExecutionType,
        tools: [OpenAI.Tool],
        status: FunctionCallOutputStatusEnum,
        createdBy: String? = nil
    ) {
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.execution = try container.decodeRequired(ToolSearchExecutionType.self, forKey: .execution, in: decoder)
        self.tools = try container.decodeRequired([OpenAI.Tool].self, forKey: .tools, in: decoder)
        self.status = try container.decodeRequired(FunctionCallOutputStatusEnum.self, forKey: .status, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.execution, forKey: .execution)
        try container.encode(self.tools, forKey: .tools)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// - Schema: `#/components/schemas/ToolSearchOutputItemParam`
public struct ToolSearchOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String?

    public var callID: String?

    /// The item type. Always `tool_search_output`.
    public var type: String

    /// Whether tool search was executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    /// The loaded tool definitions returned by the tool search output.
    public var tools: [OpenAI.Tool]

    public var status: FunctionCallItemStatus?

    public init(
        tools: [OpenAI.Tool],
        id: String? = nil,
        callID: String? = nil,
        execution: ToolSearchExecutionType? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
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
        case id
        case callID = "call_id"
        case type
        case execution
        case tools
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_output")
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: .execution)
        self.tools = try container.decodeRequired([OpenAI.Tool].self, forKey: .tools, in: decoder)
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
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
/// - Schema: `#/components/schemas/ToolSearchToolParam`
public struct ToolSearchToolParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the tool. Always `tool_search`.
    public var type: String

    /// Whether tool search is executed by the server or by the client.
    public var execution: ToolSearchExecutionType?

    public var description: String?

    public var parameters: EmptyModelParam?

    public init(
        execution: ToolSearchExecutionType? = nil,
        description: String? = nil,
        parameters: EmptyModelParam? = nil
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
        self.execution = try container.decodeIfPresent(ToolSearchExecutionType.self, forKey: .execution)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.parameters = try container.decodeIfPresent(EmptyModelParam.self, forKey: .parameters)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.execution, forKey: .execution)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.parameters, forKey: .parameters)
    }
}
