// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/RequestTextEditorCodeExecutionToolResultBlock`
public nonisolated struct RequestTextEditorCodeExecutionToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Content
    public var content: RequestTextEditorCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: RequestTextEditorCodeExecutionToolResultBlock.Content,
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.toolUseID = toolUseID
        self.type = "text_editor_code_execution_tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `text_editor_code_execution_tool_result_error`
        case textEditorCodeExecutionToolResultError(RequestTextEditorCodeExecutionToolResultError)
        /// - `type`: `text_editor_code_execution_view_result`
        case textEditorCodeExecutionViewResult(RequestTextEditorCodeExecutionViewResultBlock)
        /// - `type`: `text_editor_code_execution_create_result`
        case textEditorCodeExecutionCreateResult(RequestTextEditorCodeExecutionCreateResultBlock)
        /// - `type`: `text_editor_code_execution_str_replace_result`
        case textEditorCodeExecutionStrReplaceResult(RequestTextEditorCodeExecutionStrReplaceResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text_editor_code_execution_tool_result_error": self = .textEditorCodeExecutionToolResultError(try RequestTextEditorCodeExecutionToolResultError(from: decoder)); return
                case "text_editor_code_execution_view_result": self = .textEditorCodeExecutionViewResult(try RequestTextEditorCodeExecutionViewResultBlock(from: decoder)); return
                case "text_editor_code_execution_create_result": self = .textEditorCodeExecutionCreateResult(try RequestTextEditorCodeExecutionCreateResultBlock(from: decoder)); return
                case "text_editor_code_execution_str_replace_result": self = .textEditorCodeExecutionStrReplaceResult(try RequestTextEditorCodeExecutionStrReplaceResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .textEditorCodeExecutionToolResultError(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionViewResult(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionCreateResult(let value): try value.encode(to: encoder)
            case .textEditorCodeExecutionStrReplaceResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.content = try container.decodeRequired(RequestTextEditorCodeExecutionToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestTextEditorCodeExecutionToolResultBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
