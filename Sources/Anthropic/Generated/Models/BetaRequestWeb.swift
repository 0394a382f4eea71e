// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebFetchResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestWebFetchResultBlock`
public struct BetaRequestWebFetchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    public var content: BetaRequestDocumentBlock

    /// ISO 8601 timestamp when the content was retrieved
    public var retrievedAt: String?

    /// Type
    public var type: String

    /// Fetched content URL
    public var url: String

    public init(
        content: BetaRequestDocumentBlock,
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
        self.content = try container.decodeRequired(BetaRequestDocumentBlock.self, forKey: .content, in: decoder)
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
/// - Schema: `#/components/schemas/BetaRequestWebFetchToolResultBlock`
public struct BetaRequestWebFetchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Caller
    public var caller: BetaRequestWebFetchToolResultBlock.Caller?

    /// Content
    public var content: BetaRequestWebFetchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaRequestWebFetchToolResultBlock.Content,
        toolUseID: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        caller: BetaRequestWebFetchToolResultBlock.Caller? = nil
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
        case direct(BetaDirectCaller)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(BetaServerToolCaller)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(BetaServerToolCaller_20260120)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "direct": self = .direct(try BetaDirectCaller(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try BetaServerToolCaller(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try BetaServerToolCaller_20260120(from: decoder)); return
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
        case webFetchToolResultError(BetaRequestWebFetchToolResultError)
        /// - `type`: `web_fetch_result`
        case webFetchResult(BetaRequestWebFetchResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "web_fetch_tool_result_error": self = .webFetchToolResultError(try BetaRequestWebFetchToolResultError(from: decoder)); return
                case "web_fetch_result": self = .webFetchResult(try BetaRequestWebFetchResultBlock(from: decoder)); return
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
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.caller = try container.decodeIfPresent(BetaRequestWebFetchToolResultBlock.Caller.self, forKey: .caller)
        self.content = try container.decodeRequired(BetaRequestWebFetchToolResultBlock.Content.self, forKey: .content, in: decoder)
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
/// - Schema: `#/components/schemas/BetaRequestWebFetchToolResultError`
public struct BetaRequestWebFetchToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: BetaWebFetchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: BetaWebFetchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "web_fetch_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: BetaWebFetchToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(BetaWebFetchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
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
/// - Schema: `#/components/schemas/BetaRequestWebSearchResultBlock`
public struct BetaRequestWebSearchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/BetaRequestWebSearchResultLocationCitation`
public struct BetaRequestWebSearchResultLocationCitation: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/BetaRequestWebSearchToolResultBlock`
public struct BetaRequestWebSearchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Caller
    public var caller: BetaRequestWebSearchToolResultBlock.Caller?

    /// Content
    public var content: BetaRequestWebSearchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaRequestWebSearchToolResultBlock.Content,
        toolUseID: String,
        cacheControl: BetaCacheControlEphemeral? = nil,
        caller: BetaRequestWebSearchToolResultBlock.Caller? = nil
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
        case direct(BetaDirectCaller)
        /// - `type`: `code_execution_20250825`
        case codeExecution_20250825(BetaServerToolCaller)
        /// - `type`: `code_execution_20260120`
        case codeExecution_20260120(BetaServerToolCaller_20260120)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "direct": self = .direct(try BetaDirectCaller(from: decoder)); return
                case "code_execution_20250825": self = .codeExecution_20250825(try BetaServerToolCaller(from: decoder)); return
                case "code_execution_20260120": self = .codeExecution_20260120(try BetaServerToolCaller_20260120(from: decoder)); return
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
        /// Result Block
        case resultBlock([BetaRequestWebSearchResultBlock])
        case betaRequestWebSearchToolResultError(BetaRequestWebSearchToolResultError)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .resultBlock(try [BetaRequestWebSearchResultBlock](from: decoder)); return
            case .object:
                self = .betaRequestWebSearchToolResultError(try BetaRequestWebSearchToolResultError(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .resultBlock(let value): try value.encode(to: encoder)
            case .betaRequestWebSearchToolResultError(let value): try value.encode(to: encoder)
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
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.caller = try container.decodeIfPresent(BetaRequestWebSearchToolResultBlock.Caller.self, forKey: .caller)
        self.content = try container.decodeRequired(BetaRequestWebSearchToolResultBlock.Content.self, forKey: .content, in: decoder)
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

/// Error
///
/// - Schema: `#/components/schemas/BetaRequestWebSearchToolResultError`
public struct BetaRequestWebSearchToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: BetaWebSearchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: BetaWebSearchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "web_search_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: BetaWebSearchToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(BetaWebSearchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}
