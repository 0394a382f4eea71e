// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContentBlock`
public enum ContentBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ResponseTextBlock)
    /// - `type`: `thinking`
    case thinking(ResponseThinkingBlock)
    /// - `type`: `redacted_thinking`
    case redactedThinking(ResponseRedactedThinkingBlock)
    /// - `type`: `tool_use`
    case toolUse(ResponseToolUseBlock)
    /// - `type`: `server_tool_use`
    case serverToolUse(ResponseServerToolUseBlock)
    /// - `type`: `web_search_tool_result`
    case webSearchToolResult(ResponseWebSearchToolResultBlock)
    /// - `type`: `web_fetch_tool_result`
    case webFetchToolResult(ResponseWebFetchToolResultBlock)
    /// - `type`: `code_execution_tool_result`
    case codeExecutionToolResult(ResponseCodeExecutionToolResultBlock)
    /// - `type`: `bash_code_execution_tool_result`
    case bashCodeExecutionToolResult(ResponseBashCodeExecutionToolResultBlock)
    /// - `type`: `text_editor_code_execution_tool_result`
    case textEditorCodeExecutionToolResult(ResponseTextEditorCodeExecutionToolResultBlock)
    /// - `type`: `tool_search_tool_result`
    case toolSearchToolResult(ResponseToolSearchToolResultBlock)
    /// - `type`: `container_upload`
    case containerUpload(ResponseContainerUploadBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseTextBlock(from: decoder)); return
            case "thinking": self = .thinking(try ResponseThinkingBlock(from: decoder)); return
            case "redacted_thinking": self = .redactedThinking(try ResponseRedactedThinkingBlock(from: decoder)); return
            case "tool_use": self = .toolUse(try ResponseToolUseBlock(from: decoder)); return
            case "server_tool_use": self = .serverToolUse(try ResponseServerToolUseBlock(from: decoder)); return
            case "web_search_tool_result": self = .webSearchToolResult(try ResponseWebSearchToolResultBlock(from: decoder)); return
            case "web_fetch_tool_result": self = .webFetchToolResult(try ResponseWebFetchToolResultBlock(from: decoder)); return
            case "code_execution_tool_result": self = .codeExecutionToolResult(try ResponseCodeExecutionToolResultBlock(from: decoder)); return
            case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try ResponseBashCodeExecutionToolResultBlock(from: decoder)); return
            case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try ResponseTextEditorCodeExecutionToolResultBlock(from: decoder)); return
            case "tool_search_tool_result": self = .toolSearchToolResult(try ResponseToolSearchToolResultBlock(from: decoder)); return
            case "container_upload": self = .containerUpload(try ResponseContainerUploadBlock(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .thinking(let value): try value.encode(to: encoder)
        case .redactedThinking(let value): try value.encode(to: encoder)
        case .toolUse(let value): try value.encode(to: encoder)
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

/// ContentBlockDeltaEvent
///
/// - Schema: `#/components/schemas/ContentBlockDeltaEvent`
public struct ContentBlockDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Delta
    public var delta: ContentBlockDeltaEvent.Delta

    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        delta: ContentBlockDeltaEvent.Delta,
        index: Int
    ) {
        self.delta = delta
        self.index = index
        self.type = "content_block_delta"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delta: .emptyValue,
            index: .emptyValue
        )
    }

    /// Delta
    public enum Delta: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `text_delta`
        case textDelta(TextContentBlockDelta)
        /// - `type`: `input_json_delta`
        case inputJsonDelta(InputJsonContentBlockDelta)
        /// - `type`: `citations_delta`
        case citationsDelta(CitationsDelta)
        /// - `type`: `thinking_delta`
        case thinkingDelta(ThinkingContentBlockDelta)
        /// - `type`: `signature_delta`
        case signatureDelta(SignatureContentBlockDelta)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text_delta": self = .textDelta(try TextContentBlockDelta(from: decoder)); return
                case "input_json_delta": self = .inputJsonDelta(try InputJsonContentBlockDelta(from: decoder)); return
                case "citations_delta": self = .citationsDelta(try CitationsDelta(from: decoder)); return
                case "thinking_delta": self = .thinkingDelta(try ThinkingContentBlockDelta(from: decoder)); return
                case "signature_delta": self = .signatureDelta(try SignatureContentBlockDelta(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .textDelta(let value): try value.encode(to: encoder)
            case .inputJsonDelta(let value): try value.encode(to: encoder)
            case .citationsDelta(let value): try value.encode(to: encoder)
            case .thinkingDelta(let value): try value.encode(to: encoder)
            case .signatureDelta(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case delta
        case index
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.delta = try container.decodeRequired(ContentBlockDeltaEvent.Delta.self, forKey: .delta, in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "content_block_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.delta, forKey: .delta)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
    }
}

/// ContentBlockSource
///
/// - Schema: `#/components/schemas/ContentBlockSource`
public struct ContentBlockSource: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Content
    public var content: ContentBlockSource.Content

    /// Type
    public var type: String

    public init(
        content: ContentBlockSource.Content
    ) {
        self.content = content
        self.type = "content"
    }

    public init(stringLiteral value: String) {
        self.init(content: ContentBlockSource.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        /// content_block_source_content
        case contentBlockSourceContent([ContentBlockSource.Content.ContentBlockSourceContentItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// content_block_source_content_item
        public enum ContentBlockSourceContentItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(RequestTextBlock)
            /// - `type`: `image`
            case image(RequestImageBlock)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try RequestTextBlock(from: decoder)); return
                    case "image": self = .image(try RequestImageBlock(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let value): try value.encode(to: encoder)
                case .image(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .contentBlockSourceContent(try [ContentBlockSource.Content.ContentBlockSourceContentItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .contentBlockSourceContent(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(ContentBlockSource.Content.self, forKey: .content, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "content")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.type, forKey: .type)
    }
}

/// ContentBlockStartEvent
///
/// - Schema: `#/components/schemas/ContentBlockStartEvent`
public struct ContentBlockStartEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content Block
    public var contentBlock: ContentBlockStartEvent.ContentBlock

    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        contentBlock: ContentBlockStartEvent.ContentBlock,
        index: Int
    ) {
        self.contentBlock = contentBlock
        self.index = index
        self.type = "content_block_start"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            contentBlock: .emptyValue,
            index: .emptyValue
        )
    }

    /// Content Block
    public enum ContentBlock: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `text`
        case text(ResponseTextBlock)
        /// - `type`: `thinking`
        case thinking(ResponseThinkingBlock)
        /// - `type`: `redacted_thinking`
        case redactedThinking(ResponseRedactedThinkingBlock)
        /// - `type`: `tool_use`
        case toolUse(ResponseToolUseBlock)
        /// - `type`: `server_tool_use`
        case serverToolUse(ResponseServerToolUseBlock)
        /// - `type`: `web_search_tool_result`
        case webSearchToolResult(ResponseWebSearchToolResultBlock)
        /// - `type`: `web_fetch_tool_result`
        case webFetchToolResult(ResponseWebFetchToolResultBlock)
        /// - `type`: `code_execution_tool_result`
        case codeExecutionToolResult(ResponseCodeExecutionToolResultBlock)
        /// - `type`: `bash_code_execution_tool_result`
        case bashCodeExecutionToolResult(ResponseBashCodeExecutionToolResultBlock)
        /// - `type`: `text_editor_code_execution_tool_result`
        case textEditorCodeExecutionToolResult(ResponseTextEditorCodeExecutionToolResultBlock)
        /// - `type`: `tool_search_tool_result`
        case toolSearchToolResult(ResponseToolSearchToolResultBlock)
        /// - `type`: `container_upload`
        case containerUpload(ResponseContainerUploadBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text": self = .text(try ResponseTextBlock(from: decoder)); return
                case "thinking": self = .thinking(try ResponseThinkingBlock(from: decoder)); return
                case "redacted_thinking": self = .redactedThinking(try ResponseRedactedThinkingBlock(from: decoder)); return
                case "tool_use": self = .toolUse(try ResponseToolUseBlock(from: decoder)); return
                case "server_tool_use": self = .serverToolUse(try ResponseServerToolUseBlock(from: decoder)); return
                case "web_search_tool_result": self = .webSearchToolResult(try ResponseWebSearchToolResultBlock(from: decoder)); return
                case "web_fetch_tool_result": self = .webFetchToolResult(try ResponseWebFetchToolResultBlock(from: decoder)); return
                case "code_execution_tool_result": self = .codeExecutionToolResult(try ResponseCodeExecutionToolResultBlock(from: decoder)); return
                case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try ResponseBashCodeExecutionToolResultBlock(from: decoder)); return
                case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try ResponseTextEditorCodeExecutionToolResultBlock(from: decoder)); return
                case "tool_search_tool_result": self = .toolSearchToolResult(try ResponseToolSearchToolResultBlock(from: decoder)); return
                case "container_upload": self = .containerUpload(try ResponseContainerUploadBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let value): try value.encode(to: encoder)
            case .thinking(let value): try value.encode(to: encoder)
            case .redactedThinking(let value): try value.encode(to: encoder)
            case .toolUse(let value): try value.encode(to: encoder)
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case contentBlock = "content_block"
        case index
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.contentBlock = try container.decodeRequired(ContentBlockStartEvent.ContentBlock.self, forKey: .contentBlock, in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "content_block_start")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.contentBlock, forKey: .contentBlock)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
    }
}

/// ContentBlockStopEvent
///
/// - Schema: `#/components/schemas/ContentBlockStopEvent`
public struct ContentBlockStopEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        index: Int
    ) {
        self.index = index
        self.type = "content_block_stop"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "content_block_stop")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
    }
}
