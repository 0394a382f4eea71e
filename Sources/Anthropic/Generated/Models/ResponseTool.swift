// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolReferenceBlock
///
/// - Schema: `#/components/schemas/ResponseToolReferenceBlock`
public struct ResponseToolReferenceBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Tool Name
    public var toolName: String

    /// Type
    public var type: String

    public init(
        toolName: String
    ) {
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
        case toolName = "tool_name"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.toolName = try container.decodeRequired(String.self, forKey: .toolName, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.toolName, forKey: .toolName)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseToolSearchToolResultBlock
///
/// - Schema: `#/components/schemas/ResponseToolSearchToolResultBlock`
public struct ResponseToolSearchToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: ResponseToolSearchToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: ResponseToolSearchToolResultBlock.Content,
        toolUseID: String
    ) {
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
        case toolSearchToolResultError(ResponseToolSearchToolResultError)
        /// - `type`: `tool_search_tool_search_result`
        case toolSearchToolSearchResult(ResponseToolSearchToolSearchResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "tool_search_tool_result_error": self = .toolSearchToolResultError(try ResponseToolSearchToolResultError(from: decoder)); return
                case "tool_search_tool_search_result": self = .toolSearchToolSearchResult(try ResponseToolSearchToolSearchResultBlock(from: decoder)); return
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
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(ResponseToolSearchToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseToolSearchToolResultError
///
/// - Schema: `#/components/schemas/ResponseToolSearchToolResultError`
public struct ResponseToolSearchToolResultError: Codable, Hashable, Sendable, EmptyDecodable {
    public var errorCode: ToolSearchToolResultErrorCode

    /// Error Message
    public var errorMessage: String?

    /// Type
    public var type: String

    public init(
        errorCode: ToolSearchToolResultErrorCode,
        errorMessage: String?
    ) {
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.type = "tool_search_tool_result_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue,
            errorMessage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case errorCode = "error_code"
        case errorMessage = "error_message"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.errorCode = try container.decodeRequired(ToolSearchToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.errorMessage = try container.decodeIfPresent(String.self, forKey: .errorMessage)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.errorMessage, forKey: .errorMessage)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseToolSearchToolSearchResultBlock
///
/// - Schema: `#/components/schemas/ResponseToolSearchToolSearchResultBlock`
public struct ResponseToolSearchToolSearchResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Tool References
    public var toolReferences: [ResponseToolReferenceBlock]

    /// Type
    public var type: String

    public init(
        toolReferences: [ResponseToolReferenceBlock]
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
        self.toolReferences = try container.decodeRequired([ResponseToolReferenceBlock].self, forKey: .toolReferences, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_search_tool_search_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.toolReferences, forKey: .toolReferences)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseToolUseBlock
///
/// - Schema: `#/components/schemas/ResponseToolUseBlock`
public struct ResponseToolUseBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Caller
    public var caller: ResponseToolUseBlock.Caller

    /// Id
    public var id: String

    /// Input
    public var input: JSONValue

    /// Name
    public var name: String

    /// Type
    public var type: String

    public init(
        caller: ResponseToolUseBlock.Caller,
        id: String,
        input: JSONValue,
        name: String
    ) {
        self.caller = caller
        self.id = id
        self.input = input
        self.name = name
        self.type = "tool_use"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            caller: .emptyValue,
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
        case caller
        case id
        case input
        case name
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.caller = try container.decodeRequired(ResponseToolUseBlock.Caller.self, forKey: .caller, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.input = try container.decodeRequired(JSONValue.self, forKey: .input, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.caller, forKey: .caller)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.type, forKey: .type)
    }
}
