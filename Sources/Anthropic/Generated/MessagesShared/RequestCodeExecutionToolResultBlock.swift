// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/RequestCodeExecutionToolResultBlock`
public nonisolated struct RequestCodeExecutionToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Content
    public var content: RequestCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: RequestCodeExecutionToolResultBlock.Content,
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.toolUseID = toolUseID
        self.type = "code_execution_tool_result"
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
        /// - `type`: `code_execution_tool_result_error`
        case codeExecutionToolResultError(RequestCodeExecutionToolResultError)
        /// - `type`: `code_execution_result`
        case codeExecutionResult(RequestCodeExecutionResultBlock)
        /// - `type`: `encrypted_code_execution_result`
        case encryptedCodeExecutionResult(RequestEncryptedCodeExecutionResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_execution_tool_result_error": self = .codeExecutionToolResultError(try RequestCodeExecutionToolResultError(from: decoder)); return
                case "code_execution_result": self = .codeExecutionResult(try RequestCodeExecutionResultBlock(from: decoder)); return
                case "encrypted_code_execution_result": self = .encryptedCodeExecutionResult(try RequestEncryptedCodeExecutionResultBlock(from: decoder)); return
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
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.content = try container.decodeRequired(RequestCodeExecutionToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_tool_result")
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

nonisolated extension NullableMember where Owner == RequestCodeExecutionToolResultBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
