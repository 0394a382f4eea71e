// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/ResponseCodeExecutionToolResultBlock`
public nonisolated struct ResponseCodeExecutionToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: ResponseCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: ResponseCodeExecutionToolResultBlock.Content,
        toolUseID: String
    ) {
        self.content = content
        self.toolUseID = toolUseID
        self.type = "code_execution_tool_result"
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
        /// - `type`: `code_execution_tool_result_error`
        case codeExecutionToolResultError(ResponseCodeExecutionToolResultError)
        /// - `type`: `code_execution_result`
        case codeExecutionResult(ResponseCodeExecutionResultBlock)
        /// - `type`: `encrypted_code_execution_result`
        case encryptedCodeExecutionResult(ResponseEncryptedCodeExecutionResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_execution_tool_result_error": self = .codeExecutionToolResultError(try ResponseCodeExecutionToolResultError(from: decoder)); return
                case "code_execution_result": self = .codeExecutionResult(try ResponseCodeExecutionResultBlock(from: decoder)); return
                case "encrypted_code_execution_result": self = .encryptedCodeExecutionResult(try ResponseEncryptedCodeExecutionResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .codeExecutionToolResultError(let value): try value.encode(to: encoder)
            case .codeExecutionResult(let value): try value.encode(to: encoder)
            case .encryptedCodeExecutionResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(ResponseCodeExecutionToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}
