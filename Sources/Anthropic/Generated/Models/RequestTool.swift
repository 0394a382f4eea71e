// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool reference block that can be included in tool_result content.
///
/// - Schema: `#/components/schemas/RequestToolReferenceBlock`
public struct RequestToolReferenceBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Tool Name
    public var toolName: String

    /// Type
    public var type: String

    public init(
        toolName: String,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.toolName = toolName
        self.type = "tool_reference"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case toolName = "tool_name"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.toolName = try container.decodeRequired(String.self, forKey: .toolName, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encode(self.toolName, forKey: .toolName)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestToolResultBlock
///
/// - Schema: `#/components/schemas/RequestToolResultBlock`
public struct RequestToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Content
    public var content: RequestToolResultBlock.Content?

    /// Is Error
    public var isError: Bool?

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil,
        content: RequestToolResultBlock.Content? = nil,
        isError: Bool? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([RequestToolResultBlock.Content.ArrayItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// Block
        public enum ArrayItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(RequestTextBlock)
            /// - `type`: `image`
            case image(RequestImageBlock)
            /// - `type`: `search_result`
            case searchResult(RequestSearchResultBlock)
            /// - `type`: `document`
            case document(RequestDocumentBlock)
            /// - `type`: `tool_reference`
            case toolReference(RequestToolReferenceBlock)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try RequestTextBlock(from: decoder)); return
                    case "image": self = .image(try RequestImageBlock(from: decoder)); return
                    case "search_result": self = .searchResult(try RequestSearchResultBlock(from: decoder)); return
                    case "document": self = .document(try RequestDocumentBlock(from: decoder)); return
                    case "tool_reference": self = .toolReference(try RequestToolReferenceBlock(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let value): try value.encode(to: encoder)
                case .image(let value): try value.encode(to: encoder)
                case .searchResult(let value): try value.encode(to: encoder)
                case .document(let value): try value.encode(to: encoder)
                case .toolReference(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [RequestToolResultBlock.Content.ArrayItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case content
        case isError = "is_error"
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.content = try container.decodeIfPresent(RequestToolResultBlock.Content.self, forKey: .content)
        self.isError = try container.decodeIfPresent(Bool.self, forKey: .isError)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.isError, forKey: .isError)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestToolSearchToolResultBlock
///
/// - Schema: `#/components/schemas/RequestToolSearchToolResultBlock`
public struct RequestToolSearchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Content
    public var content: RequestToolSearchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: RequestToolSearchToolResultBlock.Content,
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.toolUseID = toolUseID
        self.type = "tool_search_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `tool_search_tool_result_error`
        case toolSearchToolResultError(RequestToolSearchToolResultError)
        /// - `type`: `tool_search_tool_search_result`
        case toolSearchToolSearchResult(RequestToolSearchToolSearchResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "tool_search_tool_result_error": self = .toolSearchToolResultError(try RequestToolSearchToolResultError(from: decoder)); return
                case "tool_search_tool_search_result": self = .toolSearchToolSearchResult(try RequestToolSearchToolSearchResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .toolSearchToolResultError(let value): try value.encode(to: encoder)
            case .toolSearchToolSearchResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.content = try container.decodeRequired(RequestToolSearchToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestToolSearchToolResultError
///
/// - Schema: `#/components/schemas/RequestToolSearchToolResultError`
public struct RequestToolSearchToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: ToolSearchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: ToolSearchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "tool_search_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: ToolSearchToolResultErrorCode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case errorCode = "error_code"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.errorCode = try container.decodeRequired(ToolSearchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestToolSearchToolSearchResultBlock
///
/// - Schema: `#/components/schemas/RequestToolSearchToolSearchResultBlock`
public struct RequestToolSearchToolSearchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Tool References
    public var toolReferences: [RequestToolReferenceBlock]

    /// Type
    public var type: String

    public init(
        toolReferences: [RequestToolReferenceBlock]
    ) {
        self.toolReferences = toolReferences
        self.type = "tool_search_tool_search_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolReferences: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case toolReferences = "tool_references"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.toolReferences = try container.decodeRequired([RequestToolReferenceBlock].self, forKey: .toolReferences, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_search_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.toolReferences, forKey: .toolReferences)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestToolUseBlock
///
/// - Schema: `#/components/schemas/RequestToolUseBlock`
public struct RequestToolUseBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Caller
    public var caller: RequestToolUseBlock.Caller?

    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// Name
    public var name: String

    /// Type
    public var type: String

    public init(
        id: String,
        input: JSONValue,
        name: String,
        cacheControl: CacheControlEphemeral? = nil,
        caller: RequestToolUseBlock.Caller? = nil
    ) {
        self.cacheControl = cacheControl
        self.caller = caller
        self.id = id
        self.input = input
        self.name = name
        self.type = "tool_use"
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
    public enum Caller: Codable, Hashable, Sendable, EmptyDecodable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case caller
        case id
        case input
        case name
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.caller = try container.decodeIfPresent(RequestToolUseBlock.Caller.self, forKey: .caller)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: .input, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.type, forKey: .type)
    }
}
