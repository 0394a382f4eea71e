// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaContentBlock`
public enum BetaContentBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(BetaResponseTextBlock)
    /// - `type`: `thinking`
    case thinking(BetaResponseThinkingBlock)
    /// - `type`: `redacted_thinking`
    case redactedThinking(BetaResponseRedactedThinkingBlock)
    /// - `type`: `tool_use`
    case toolUse(BetaResponseToolUseBlock)
    /// - `type`: `server_tool_use`
    case serverToolUse(BetaResponseServerToolUseBlock)
    /// - `type`: `web_search_tool_result`
    case webSearchToolResult(BetaResponseWebSearchToolResultBlock)
    /// - `type`: `web_fetch_tool_result`
    case webFetchToolResult(BetaResponseWebFetchToolResultBlock)
    /// - `type`: `advisor_tool_result`
    case advisorToolResult(BetaResponseAdvisorToolResultBlock)
    /// - `type`: `code_execution_tool_result`
    case codeExecutionToolResult(BetaResponseCodeExecutionToolResultBlock)
    /// - `type`: `bash_code_execution_tool_result`
    case bashCodeExecutionToolResult(BetaResponseBashCodeExecutionToolResultBlock)
    /// - `type`: `text_editor_code_execution_tool_result`
    case textEditorCodeExecutionToolResult(BetaResponseTextEditorCodeExecutionToolResultBlock)
    /// - `type`: `tool_search_tool_result`
    case toolSearchToolResult(BetaResponseToolSearchToolResultBlock)
    /// - `type`: `mcp_tool_use`
    case mcpToolUse(BetaResponseMCPToolUseBlock)
    /// - `type`: `mcp_tool_result`
    case mcpToolResult(BetaResponseMCPToolResultBlock)
    /// - `type`: `container_upload`
    case containerUpload(BetaResponseContainerUploadBlock)
    /// - `type`: `compaction`
    case compaction(BetaResponseCompactionBlock)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try BetaResponseTextBlock(from: decoder)); return
            case "thinking": self = .thinking(try BetaResponseThinkingBlock(from: decoder)); return
            case "redacted_thinking": self = .redactedThinking(try BetaResponseRedactedThinkingBlock(from: decoder)); return
            case "tool_use": self = .toolUse(try BetaResponseToolUseBlock(from: decoder)); return
            case "server_tool_use": self = .serverToolUse(try BetaResponseServerToolUseBlock(from: decoder)); return
            case "web_search_tool_result": self = .webSearchToolResult(try BetaResponseWebSearchToolResultBlock(from: decoder)); return
            case "web_fetch_tool_result": self = .webFetchToolResult(try BetaResponseWebFetchToolResultBlock(from: decoder)); return
            case "advisor_tool_result": self = .advisorToolResult(try BetaResponseAdvisorToolResultBlock(from: decoder)); return
            case "code_execution_tool_result": self = .codeExecutionToolResult(try BetaResponseCodeExecutionToolResultBlock(from: decoder)); return
            case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try BetaResponseBashCodeExecutionToolResultBlock(from: decoder)); return
            case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try BetaResponseTextEditorCodeExecutionToolResultBlock(from: decoder)); return
            case "tool_search_tool_result": self = .toolSearchToolResult(try BetaResponseToolSearchToolResultBlock(from: decoder)); return
            case "mcp_tool_use": self = .mcpToolUse(try BetaResponseMCPToolUseBlock(from: decoder)); return
            case "mcp_tool_result": self = .mcpToolResult(try BetaResponseMCPToolResultBlock(from: decoder)); return
            case "container_upload": self = .containerUpload(try BetaResponseContainerUploadBlock(from: decoder)); return
            case "compaction": self = .compaction(try BetaResponseCompactionBlock(from: decoder)); return
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
        case .advisorToolResult(let value): try value.encode(to: encoder)
        case .codeExecutionToolResult(let value): try value.encode(to: encoder)
        case .bashCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .textEditorCodeExecutionToolResult(let value): try value.encode(to: encoder)
        case .toolSearchToolResult(let value): try value.encode(to: encoder)
        case .mcpToolUse(let value): try value.encode(to: encoder)
        case .mcpToolResult(let value): try value.encode(to: encoder)
        case .containerUpload(let value): try value.encode(to: encoder)
        case .compaction(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// ContentBlockDeltaEvent
///
/// - Schema: `#/components/schemas/BetaContentBlockDeltaEvent`
public struct BetaContentBlockDeltaEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Delta
    public var delta: BetaContentBlockDeltaEvent.Delta

    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        delta: BetaContentBlockDeltaEvent.Delta,
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
        case textDelta(BetaTextContentBlockDelta)
        /// - `type`: `input_json_delta`
        case inputJsonDelta(BetaInputJsonContentBlockDelta)
        /// - `type`: `citations_delta`
        case citationsDelta(BetaCitationsDelta)
        /// - `type`: `thinking_delta`
        case thinkingDelta(BetaThinkingContentBlockDelta)
        /// - `type`: `signature_delta`
        case signatureDelta(BetaSignatureContentBlockDelta)
        /// - `type`: `compaction_delta`
        case compactionDelta(BetaCompactionContentBlockDelta)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text_delta": self = .textDelta(try BetaTextContentBlockDelta(from: decoder)); return
                case "input_json_delta": self = .inputJsonDelta(try BetaInputJsonContentBlockDelta(from: decoder)); return
                case "citations_delta": self = .citationsDelta(try BetaCitationsDelta(from: decoder)); return
                case "thinking_delta": self = .thinkingDelta(try BetaThinkingContentBlockDelta(from: decoder)); return
                case "signature_delta": self = .signatureDelta(try BetaSignatureContentBlockDelta(from: decoder)); return
                case "compaction_delta": self = .compactionDelta(try BetaCompactionContentBlockDelta(from: decoder)); return
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
            case .compactionDelta(let value): try value.encode(to: encoder)
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
        self.delta = try container.decodeRequired(BetaContentBlockDeltaEvent.Delta.self, forKey: .delta, in: decoder)
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
/// - Schema: `#/components/schemas/BetaContentBlockSource`
public struct BetaContentBlockSource: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Content
    public var content: BetaContentBlockSource.Content

    /// Type
    public var type: String

    public init(
        content: BetaContentBlockSource.Content
    ) {
        self.content = content
        self.type = "content"
    }

    public init(stringLiteral value: String) {
        self.init(content: BetaContentBlockSource.Content(stringLiteral: value))
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
        /// beta_content_block_source_content
        case array([BetaContentBlockSource.Content.ArrayItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// beta_content_block_source_content_item
        public enum ArrayItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(BetaRequestTextBlock)
            /// - `type`: `image`
            case image(BetaRequestImageBlock)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try BetaRequestTextBlock(from: decoder)); return
                    case "image": self = .image(try BetaRequestImageBlock(from: decoder)); return
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
                self = .array(try [BetaContentBlockSource.Content.ArrayItem](from: decoder)); return
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
        case content
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(BetaContentBlockSource.Content.self, forKey: .content, in: decoder)
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
/// - Schema: `#/components/schemas/BetaContentBlockStartEvent`
public struct BetaContentBlockStartEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content Block
    public var contentBlock: BetaContentBlockStartEvent.ContentBlock

    /// Index
    public var index: Int

    /// Type
    public var type: String

    public init(
        contentBlock: BetaContentBlockStartEvent.ContentBlock,
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
        case text(BetaResponseTextBlock)
        /// - `type`: `thinking`
        case thinking(BetaResponseThinkingBlock)
        /// - `type`: `redacted_thinking`
        case redactedThinking(BetaResponseRedactedThinkingBlock)
        /// - `type`: `tool_use`
        case toolUse(BetaResponseToolUseBlock)
        /// - `type`: `server_tool_use`
        case serverToolUse(BetaResponseServerToolUseBlock)
        /// - `type`: `web_search_tool_result`
        case webSearchToolResult(BetaResponseWebSearchToolResultBlock)
        /// - `type`: `web_fetch_tool_result`
        case webFetchToolResult(BetaResponseWebFetchToolResultBlock)
        /// - `type`: `advisor_tool_result`
        case advisorToolResult(BetaResponseAdvisorToolResultBlock)
        /// - `type`: `code_execution_tool_result`
        case codeExecutionToolResult(BetaResponseCodeExecutionToolResultBlock)
        /// - `type`: `bash_code_execution_tool_result`
        case bashCodeExecutionToolResult(BetaResponseBashCodeExecutionToolResultBlock)
        /// - `type`: `text_editor_code_execution_tool_result`
        case textEditorCodeExecutionToolResult(BetaResponseTextEditorCodeExecutionToolResultBlock)
        /// - `type`: `tool_search_tool_result`
        case toolSearchToolResult(BetaResponseToolSearchToolResultBlock)
        /// - `type`: `mcp_tool_use`
        case mcpToolUse(BetaResponseMCPToolUseBlock)
        /// - `type`: `mcp_tool_result`
        case mcpToolResult(BetaResponseMCPToolResultBlock)
        /// - `type`: `container_upload`
        case containerUpload(BetaResponseContainerUploadBlock)
        /// - `type`: `compaction`
        case compaction(BetaResponseCompactionBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text": self = .text(try BetaResponseTextBlock(from: decoder)); return
                case "thinking": self = .thinking(try BetaResponseThinkingBlock(from: decoder)); return
                case "redacted_thinking": self = .redactedThinking(try BetaResponseRedactedThinkingBlock(from: decoder)); return
                case "tool_use": self = .toolUse(try BetaResponseToolUseBlock(from: decoder)); return
                case "server_tool_use": self = .serverToolUse(try BetaResponseServerToolUseBlock(from: decoder)); return
                case "web_search_tool_result": self = .webSearchToolResult(try BetaResponseWebSearchToolResultBlock(from: decoder)); return
                case "web_fetch_tool_result": self = .webFetchToolResult(try BetaResponseWebFetchToolResultBlock(from: decoder)); return
                case "advisor_tool_result": self = .advisorToolResult(try BetaResponseAdvisorToolResultBlock(from: decoder)); return
                case "code_execution_tool_result": self = .codeExecutionToolResult(try BetaResponseCodeExecutionToolResultBlock(from: decoder)); return
                case "bash_code_execution_tool_result": self = .bashCodeExecutionToolResult(try BetaResponseBashCodeExecutionToolResultBlock(from: decoder)); return
                case "text_editor_code_execution_tool_result": self = .textEditorCodeExecutionToolResult(try BetaResponseTextEditorCodeExecutionToolResultBlock(from: decoder)); return
                case "tool_search_tool_result": self = .toolSearchToolResult(try BetaResponseToolSearchToolResultBlock(from: decoder)); return
                case "mcp_tool_use": self = .mcpToolUse(try BetaResponseMCPToolUseBlock(from: decoder)); return
                case "mcp_tool_result": self = .mcpToolResult(try BetaResponseMCPToolResultBlock(from: decoder)); return
                case "container_upload": self = .containerUpload(try BetaResponseContainerUploadBlock(from: decoder)); return
                case "compaction": self = .compaction(try BetaResponseCompactionBlock(from: decoder)); return
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
            case .advisorToolResult(let value): try value.encode(to: encoder)
            case .codeExecutionToolResult(let value): try value.encode(to: encoder)
            case .bashCodeExecutionToolResult(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionToolResult(let value): try value.encode(to: encoder)
            case .toolSearchToolResult(let value): try value.encode(to: encoder)
            case .mcpToolUse(let value): try value.encode(to: encoder)
            case .mcpToolResult(let value): try value.encode(to: encoder)
            case .containerUpload(let value): try value.encode(to: encoder)
            case .compaction(let value): try value.encode(to: encoder)
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
        self.contentBlock = try container.decodeRequired(BetaContentBlockStartEvent.ContentBlock.self, forKey: .contentBlock, in: decoder)
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
/// - Schema: `#/components/schemas/BetaContentBlockStopEvent`
public struct BetaContentBlockStopEvent: Codable, Hashable, Sendable, EmptyDecodable {
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
