// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// RequestServerToolUseBlock
///
/// - Schema: `#/components/schemas/BetaRequestServerToolUseBlock`
public nonisolated struct BetaRequestServerToolUseBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Caller
    public var caller: BetaRequestServerToolUseBlock.Caller?

    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// Name
    public var name: BetaRequestServerToolUseBlock.Name

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        input: JSONValue,
        name: BetaRequestServerToolUseBlock.Name,
        cacheControl: CacheControlEphemeral? = nil,
        caller: BetaRequestServerToolUseBlock.Caller? = nil
    ) {
        self.cacheControl = cacheControl
        self.caller = caller
        self.id = id
        self.input = input
        self.name = name
        self.type = "server_tool_use"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            input: .emptyValue,
            name: .emptyValue
        )
    }

    /// Caller
    public nonisolated enum Caller: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `direct`
        case direct(DirectCaller)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(ServerToolCaller)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(ServerToolCaller_20260120)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "direct": self = .direct(try DirectCaller(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try ServerToolCaller(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try ServerToolCaller_20260120(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .direct(let value): try value.encode(to: encoder)
            case .codeExecution_20250825(let value): try value.encode(to: encoder)
            case .codeExecution_20260120(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Name
    public nonisolated enum Name: OpenEnum, EmptyDecodable {
        case advisor
        case webSearch
        case webFetch
        case codeExecution
        case bashCodeExecution
        case textEditorCodeExecution
        case toolSearchToolRegex
        case toolSearchToolBm25
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "advisor": self = .advisor
            case "web_search": self = .webSearch
            case "web_fetch": self = .webFetch
            case "code_execution": self = .codeExecution
            case "bash_code_execution": self = .bashCodeExecution
            case "text_editor_code_execution": self = .textEditorCodeExecution
            case "tool_search_tool_regex": self = .toolSearchToolRegex
            case "tool_search_tool_bm25": self = .toolSearchToolBm25
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .advisor: "advisor"
            case .webSearch: "web_search"
            case .webFetch: "web_fetch"
            case .codeExecution: "code_execution"
            case .bashCodeExecution: "bash_code_execution"
            case .textEditorCodeExecution: "text_editor_code_execution"
            case .toolSearchToolRegex: "tool_search_tool_regex"
            case .toolSearchToolBm25: "tool_search_tool_bm25"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.caller = try container.decodeIfPresent(BetaRequestServerToolUseBlock.Caller.self, forKey: "caller")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: "input", in: decoder)
        self.name = try container.decodeRequired(BetaRequestServerToolUseBlock.Name.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "server_tool_use")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.caller, forKey: "caller")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestServerToolUseBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
