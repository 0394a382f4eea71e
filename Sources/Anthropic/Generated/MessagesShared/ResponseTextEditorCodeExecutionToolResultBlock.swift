// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/ResponseTextEditorCodeExecutionToolResultBlock`
public nonisolated struct ResponseTextEditorCodeExecutionToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: ResponseTextEditorCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: ResponseTextEditorCodeExecutionToolResultBlock.Content,
        toolUseID: String
    ) {
        self.content = content
        self.toolUseID = toolUseID
        self.type = "text_editor_code_execution_tool_result"
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
        case textEditorCodeExecutionToolResultError(ResponseTextEditorCodeExecutionToolResultError)
        /// - `type`: `text_editor_code_execution_view_result`
        case textEditorCodeExecutionViewResult(ResponseTextEditorCodeExecutionViewResultBlock)
        /// - `type`: `text_editor_code_execution_create_result`
        case textEditorCodeExecutionCreateResult(ResponseTextEditorCodeExecutionCreateResultBlock)
        /// - `type`: `text_editor_code_execution_str_replace_result`
        case textEditorCodeExecutionStrReplaceResult(ResponseTextEditorCodeExecutionStrReplaceResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text_editor_code_execution_tool_result_error": self = .textEditorCodeExecutionToolResultError(try ResponseTextEditorCodeExecutionToolResultError(from: decoder)); return
                case "text_editor_code_execution_view_result": self = .textEditorCodeExecutionViewResult(try ResponseTextEditorCodeExecutionViewResultBlock(from: decoder)); return
                case "text_editor_code_execution_create_result": self = .textEditorCodeExecutionCreateResult(try ResponseTextEditorCodeExecutionCreateResultBlock(from: decoder)); return
                case "text_editor_code_execution_str_replace_result": self = .textEditorCodeExecutionStrReplaceResult(try ResponseTextEditorCodeExecutionStrReplaceResultBlock(from: decoder)); return
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
        self.content = try container.decodeRequired(ResponseTextEditorCodeExecutionToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}
