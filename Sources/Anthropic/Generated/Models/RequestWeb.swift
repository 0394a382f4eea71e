// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebFetchResultBlock
///
/// - Schema: `#/components/schemas/RequestWebFetchResultBlock`
public struct RequestWebFetchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    public var content: RequestDocumentBlock

    /// ISO 8601 timestamp when the content was retrieved
    public var retrievedAt: String?

    /// Type
    public var type: String

    /// Fetched content URL
    public var url: String

    public init(
        content: RequestDocumentBlock,
        url: String,
        retrievedAt: String? = nil
    ) {
        self.content = content
        self.retrievedAt = retrievedAt
        self.type = "web_fetch_result"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case retrievedAt = "retrieved_at"
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(RequestDocumentBlock.self, forKey: .content, in: decoder)
        self.retrievedAt = try container.decodeIfPresent(String.self, forKey: .retrievedAt)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_result")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.retrievedAt, forKey: .retrievedAt)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// RequestWebFetchToolResultBlock
///
/// - Schema: `#/components/schemas/RequestWebFetchToolResultBlock`
public struct RequestWebFetchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
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
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
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

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case caller
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.caller = try container.decodeIfPresent(RequestWebFetchToolResultBlock.Caller.self, forKey: .caller)
        self.content = try container.decodeRequired(RequestWebFetchToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestWebFetchToolResultError
///
/// - Schema: `#/components/schemas/RequestWebFetchToolResultError`
public struct RequestWebFetchToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: WebFetchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: WebFetchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "web_fetch_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: WebFetchToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(WebFetchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestWebSearchResultBlock
///
/// - Schema: `#/components/schemas/RequestWebSearchResultBlock`
public struct RequestWebSearchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Encrypted Content
    public var encryptedContent: String

    /// Page Age
    public var pageAge: String?

    /// Title
    public var title: String

    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        encryptedContent: String,
        title: String,
        url: String,
        pageAge: String? = nil
    ) {
        self.encryptedContent = encryptedContent
        self.pageAge = pageAge
        self.title = title
        self.type = "web_search_result"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue,
            title: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case encryptedContent = "encrypted_content"
        case pageAge = "page_age"
        case title
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.encryptedContent = try container.decodeRequired(String.self, forKey: .encryptedContent, in: decoder)
        self.pageAge = try container.decodeIfPresent(String.self, forKey: .pageAge)
        self.title = try container.decodeRequired(String.self, forKey: .title, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_result")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.encryptedContent, forKey: .encryptedContent)
        try container.encodeIfPresent(self.pageAge, forKey: .pageAge)
        try container.encode(self.title, forKey: .title)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// RequestWebSearchResultLocationCitation
///
/// - Schema: `#/components/schemas/RequestWebSearchResultLocationCitation`
public struct RequestWebSearchResultLocationCitation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Cited Text
    public var citedText: String

    /// Encrypted Index
    public var encryptedIndex: String

    /// Title
    public var title: String?

    /// Type
    public var type: String

    /// Url
    public var url: String

    public init(
        citedText: String,
        encryptedIndex: String,
        title: String?,
        url: String
    ) {
        self.citedText = citedText
        self.encryptedIndex = encryptedIndex
        self.title = title
        self.type = "web_search_result_location"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            citedText: .emptyValue,
            encryptedIndex: .emptyValue,
            title: nil,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case citedText = "cited_text"
        case encryptedIndex = "encrypted_index"
        case title
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.citedText = try container.decodeRequired(String.self, forKey: .citedText, in: decoder)
        self.encryptedIndex = try container.decodeRequired(String.self, forKey: .encryptedIndex, in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_result_location")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.citedText, forKey: .citedText)
        try container.encode(self.encryptedIndex, forKey: .encryptedIndex)
        try container.encode(self.title, forKey: .title)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// RequestWebSearchToolResultBlock
///
/// - Schema: `#/components/schemas/RequestWebSearchToolResultBlock`
public struct RequestWebSearchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Caller
    public var caller: RequestWebSearchToolResultBlock.Caller?

    /// Content
    public var content: RequestWebSearchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: RequestWebSearchToolResultBlock.Content,
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil,
        caller: RequestWebSearchToolResultBlock.Caller? = nil
    ) {
        self.cacheControl = cacheControl
        self.caller = caller
        self.content = content
        self.toolUseID = toolUseID
        self.type = "web_search_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
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

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
        /// web_search_tool_result_block_item
        case array([RequestWebSearchResultBlock])
        case requestWebSearchToolResultError(RequestWebSearchToolResultError)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [RequestWebSearchResultBlock](from: decoder)); return
            case .object:
                self = .requestWebSearchToolResultError(try RequestWebSearchToolResultError(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .array(let value): try value.encode(to: encoder)
            case .requestWebSearchToolResultError(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case caller
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.caller = try container.decodeIfPresent(RequestWebSearchToolResultBlock.Caller.self, forKey: .caller)
        self.content = try container.decodeRequired(RequestWebSearchToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestWebSearchToolResultError
///
/// - Schema: `#/components/schemas/RequestWebSearchToolResultError`
public struct RequestWebSearchToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: WebSearchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: WebSearchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "web_search_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: WebSearchToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(WebSearchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}
