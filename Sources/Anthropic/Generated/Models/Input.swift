// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InputContentBlock`
public enum InputContentBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Regular text content.
    ///
    /// - `type`: `text`
    case text(RequestTextBlock)
    /// Image content specified directly as base64 data or as a reference via a URL.
    ///
    /// - `type`: `image`
    case image(RequestImageBlock)
    /// Document content, either specified directly as base64 data, as text, or as a reference via a URL.
    ///
    /// - `type`: `document`
    case document(RequestDocumentBlock)
    /// A search result block containing source, title, and content from search operations.
    ///
    /// - `type`: `search_result`
    case searchResult(RequestSearchResultBlock)
    /// A block specifying internal thinking by the model.
    ///
    /// - `type`: `thinking`
    case thinking(RequestThinkingBlock)
    /// A block specifying internal, redacted thinking by the model.
    ///
    /// - `type`: `redacted_thinking`
    case redactedThinking(RequestRedactedThinkingBlock)
    /// A block indicating a tool use by the model.
    ///
    /// - `type`: `tool_use`
    case toolUse(RequestToolUseBlock)
    /// A block specifying the results of a tool use by the model.
    ///
    /// - `type`: `tool_result`
    case toolResult(RequestToolResultBlock)
    /// - `type`: `server_tool_use`
    case serverToolUse(RequestServerToolUseBlock)
    /// - `type`: `web_search_tool_result`
    case webSearchToolResult(RequestWebSearchToolResultBlock)
    /// - `type`: `web_fetch_tool_result`
    case webFetchToolResult(RequestWebFetchToolResultBlock)
    /// - `type`: `code_execution_tool_result`
    case codeExecutionToolResult(RequestCodeExecutionToolResultBlock)
    /// - `type`: `bash_code_execution_tool_result`
    case bashCodeExecutionToolResult(RequestBashCodeExecutionToolResultBlock)
    /// - `type`: `text_editor_code_execution_tool_result`
    case textEditorCodeExecutionToolResult(RequestTextEditorCodeExecutionToolResultBlock)
    /// - `type`: `tool_search_tool_result`
    case toolSearchToolResult(RequestToolSearchToolResultBlock)
    /// - `type`: `container_upload`
    case containerUpload(RequestContainerUploadBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try RequestTextBlock(from: decoder)); return
            case "image": self = .image(try RequestImageBlock(from: decoder)); return
            case "document": self = .document(try RequestDocumentBlock(from: decoder)); return
            case "search_result": self = .searchResult(try RequestSearchResultBlock(from: decoder)); return
            case "thinking": self = .thinking(try RequestThinkingBlock(from: decoder)); return
            case "redacted_thinking": self = .redactedThinking(try RequestRedactedThinkingBlock(from: decoder)); return
            case "tool_use": self = .toolUse(try RequestToolUseBlock(from: decoder)); return
            case "tool_result": self = .toolResult(try RequestToolResultBlock(from: decoder)); return
            case "server_tool_use": self = .serverToolUse(try RequestServerToolUseBlock(from: decoder)); return
            case "web_search_tool_result": self = .webSearchToolResult(try RequestWebSearchToolResultBlock(from: decoder)); return
            case "web_fetch_tool_result": self = .webFetchToolResult(try RequestWebFetchToolResultBlock(from: decoder)); return
            case "code_execution_tool_result": self = .codeExecutionToolResult(try RequestCodeExecutionToolResultBlock(from: decoder)); return
            case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try RequestBashCodeExecutionToolResultBlock(from: decoder)); return
            case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try RequestTextEditorCodeExecutionToolResultBlock(from: decoder)); return
            case "tool_search_tool_result": self = .toolSearchToolResult(try RequestToolSearchToolResultBlock(from: decoder)); return
            case "container_upload": self = .containerUpload(try RequestContainerUploadBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .image(let value): try value.encode(to: encoder)
        case .document(let value): try value.encode(to: encoder)
        case .searchResult(let value): try value.encode(to: encoder)
        case .thinking(let value): try value.encode(to: encoder)
        case .redactedThinking(let value): try value.encode(to: encoder)
        case .toolUse(let value): try value.encode(to: encoder)
        case .toolResult(let value): try value.encode(to: encoder)
        case .serverToolUse(let value): try value.encode(to: encoder)
        case .webSearchToolResult(let value): try value.encode(to: encoder)
        case .webFetchToolResult(let value): try value.encode(to: encoder)
        case .codeExecutionToolResult(let value): try value.encode(to: encoder)
        case .bashCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .textEditorCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .toolSearchToolResult(let value): try value.encode(to: encoder)
        case .containerUpload(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// InputJsonContentBlockDelta
///
/// - Schema: `#/components/schemas/InputJsonContentBlockDelta`
public struct InputJsonContentBlockDelta: Codable, Hashable, Sendable, EmptyDecodable {
    /// Partial Json
    public var partialJson: String

    /// Type
    public var type: String

    public init(
        partialJson: String
    ) {
        self.partialJson = partialJson
        self.type = "input_json_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            partialJson: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case partialJson = "partial_json"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.partialJson = try container.decodeRequired(String.self, forKey: .partialJson, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "input_json_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.partialJson, forKey: .partialJson)
        try container.encode(self.type, forKey: .type)
    }
}

/// InputMessage
///
/// - Schema: `#/components/schemas/InputMessage`
public struct InputMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: InputMessage.Content

    /// Role
    public var role: InputMessage.Role

    public init(
        content: InputMessage.Content,
        role: InputMessage.Role
    ) {
        self.content = content
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            role: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([InputContentBlock])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [InputContentBlock](from: decoder)); return
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

    /// Role
    public enum Role: OpenEnum, EmptyDecodable {
        case user
        case assistant
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "assistant": self = .assistant
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case role
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(InputMessage.Content.self, forKey: .content, in: decoder)
        self.role = try container.decodeRequired(InputMessage.Role.self, forKey: .role, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.role, forKey: .role)
    }
}

/// InputSchema
///
/// - Schema: `#/components/schemas/InputSchema`
public struct InputSchema: Codable, Hashable, Sendable, EmptyDecodable {
    /// Properties
    public var properties: JSONValue?

    /// Required
    public var required: [String]?

    /// Type
    public var type: String

    /// Members not declared by the spec (`additionalProperties`).
    public var additionalProperties: [String: JSONValue]

    public init(
        properties: JSONValue? = nil,
        required: [String]? = nil,
        additionalProperties: [String: JSONValue] = [:]
    ) {
        self.properties = properties
        self.required = required
        self.type = "object"
        self.additionalProperties = additionalProperties
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case properties
        case required
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.properties = try container.decodeIfPresent(JSONValue.self, forKey: .properties)
        self.required = try container.decodeIfPresent([String].self, forKey: .required)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "object")
        self.additionalProperties = try AdditionalMembers.decode(from: decoder, excluding: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.properties, forKey: .properties)
        try container.encodeIfPresent(self.required, forKey: .required)
        try container.encode(self.type, forKey: .type)
        try AdditionalMembers.encode(additionalProperties, to: encoder)
    }
}
