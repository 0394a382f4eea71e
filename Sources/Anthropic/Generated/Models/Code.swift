// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CodeExecutionToolResultErrorCode
///
/// - Schema: `#/components/schemas/CodeExecutionToolResultErrorCode`
public enum CodeExecutionToolResultErrorCode: OpenEnum, EmptyDecodable {
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

/// CodeExecutionTool_20250522
///
/// - Schema: `#/components/schemas/CodeExecutionTool_20250522`
public struct CodeExecutionTool_20250522: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "code_execution"
        self.strict = strict
        self.type = "code_execution_20250522"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

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
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "code_execution")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_execution_20250522")
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

/// CodeExecutionTool_20250825
///
/// - Schema: `#/components/schemas/CodeExecutionTool_20250825`
public struct CodeExecutionTool_20250825: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "code_execution"
        self.strict = strict
        self.type = "code_execution_20250825"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

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
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "code_execution")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_execution_20250825")
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

/// Code execution tool with REPL state persistence (daemon mode + gVisor checkpoint).
///
/// - Schema: `#/components/schemas/CodeExecutionTool_20260120`
public struct CodeExecutionTool_20260120: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "code_execution"
        self.strict = strict
        self.type = "code_execution_20260120"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

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
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "code_execution")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_execution_20260120")
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
