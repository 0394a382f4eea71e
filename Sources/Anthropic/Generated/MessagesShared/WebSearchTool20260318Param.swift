// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WebSearchTool20260318Param`
public nonisolated struct WebSearchTool20260318Param: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var allowedCallers: [WebSearchTool20260318Param.AllowedCaller]?

    /// If provided, only these domains will be included in results.
    ///
    /// Cannot be used alongside `blocked_domains`.
    public var allowedDomains: [String]?

    /// If provided, these domains will never appear in results.
    ///
    /// Cannot be used alongside `allowed_domains`.
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeralParam?

    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// How this tool's result blocks appear in the API response when the result was
    /// consumed by a completed code_execution call in the same turn. 'full' returns the
    /// complete content (default). 'excluded' drops the nested server_tool_use and
    /// result block pair entirely. Results from direct calls, or from code_execution
    /// calls that paused before completing, are always returned in full so they can be
    /// sent back on the next turn.
    public var responseInclusion: WebSearchTool20260318Param.ResponseInclusion?

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    public var type: String

    /// Parameters for the user's location.
    ///
    /// Used to provide more relevant search results.
    public var userLocation: UserLocationParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [WebSearchTool20260318Param.AllowedCaller]? = nil,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeralParam? = nil,
        deferLoading: Bool? = nil,
        maxUses: Int? = nil,
        responseInclusion: WebSearchTool20260318Param.ResponseInclusion? = nil,
        strict: Bool? = nil,
        userLocation: UserLocationParam? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.maxUses = maxUses
        self.name = "web_search"
        self.responseInclusion = responseInclusion
        self.strict = strict
        self.type = "web_search_20260318"
        self.userLocation = userLocation
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

    /// How this tool's result blocks appear in the API response when the result was
    /// consumed by a completed code_execution call in the same turn. 'full' returns the
    /// complete content (default). 'excluded' drops the nested server_tool_use and
    /// result block pair entirely. Results from direct calls, or from code_execution
    /// calls that paused before completing, are always returned in full so they can be
    /// sent back on the next turn.
    public nonisolated enum ResponseInclusion: OpenEnum, EmptyDecodable {
        case full
        case excluded
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "full": self = .full
            case "excluded": self = .excluded
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .full: "full"
            case .excluded: "excluded"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([WebSearchTool20260318Param.AllowedCaller].self, forKey: "allowed_callers")
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: "blocked_domains")
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeralParam.self, forKey: "cache_control")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: "max_uses")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "web_search")
        self.responseInclusion = try container.decodeIfPresent(WebSearchTool20260318Param.ResponseInclusion.self, forKey: "response_inclusion")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search_20260318")
        self.userLocation = try container.decodeIfPresent(UserLocationParam.self, forKey: "user_location")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        try container.encodeIfPresent(self.blockedDomains, forKey: "blocked_domains")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.maxUses, forKey: "max_uses")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.responseInclusion, forKey: "response_inclusion")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.userLocation, forKey: "user_location")
    }
}

nonisolated extension NullableMember where Owner == WebSearchTool20260318Param {
    public static var allowedDomains: Self { Self("allowed_domains") }
    public static var blockedDomains: Self { Self("blocked_domains") }
    public static var cacheControl: Self { Self("cache_control") }
    public static var maxUses: Self { Self("max_uses") }
    public static var userLocation: Self { Self("user_location") }
}
