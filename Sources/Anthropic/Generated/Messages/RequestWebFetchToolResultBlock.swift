// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebFetchToolResultBlock
///
/// - Schema: `#/components/schemas/RequestWebFetchToolResultBlock`
public nonisolated struct RequestWebFetchToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Caller
    public var caller: RequestWebFetchToolResultBlock.Caller?

    /// Content
    public var content: RequestWebFetchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: RequestWebFetchToolResultBlock.Content,
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil,
        caller: RequestWebFetchToolResultBlock.Caller? = nil
    ) {
        self.cacheControl = cacheControl
        self.caller = caller
        self.content = content
        self.toolUseID = toolUseID
        self.type = "web_fetch_tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
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

    /// Content
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `web_fetch_tool_result_error`
        case webFetchToolResultError(RequestWebFetchToolResultError)
        /// - `type`: `web_fetch_result`
        case webFetchResult(RequestWebFetchResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "web_fetch_tool_result_error": self = .webFetchToolResultError(try RequestWebFetchToolResultError(from: decoder)); return
                case "web_fetch_result": self = .webFetchResult(try RequestWebFetchResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .webFetchToolResultError(let value): try value.encode(to: encoder)
            case .webFetchResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.caller = try container.decodeIfPresent(RequestWebFetchToolResultBlock.Caller.self, forKey: "caller")
        self.content = try container.decodeRequired(RequestWebFetchToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_fetch_tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.caller, forKey: "caller")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestWebFetchToolResultBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
