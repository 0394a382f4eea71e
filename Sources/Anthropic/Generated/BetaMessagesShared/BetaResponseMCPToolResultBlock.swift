// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// ResponseMCPToolResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseMCPToolResultBlock`
public nonisolated struct BetaResponseMCPToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: BetaResponseMCPToolResultBlock.Content

    /// Is Error
    public var isError: Bool

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaResponseMCPToolResultBlock.Content,
        isError: Bool,
        toolUseID: String
    ) {
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "mcp_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            isError: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        /// beta_mcp_tool_result_block_content
        case array([ResponseTextBlock])
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
                self = .array(try [ResponseTextBlock](from: decoder)); return
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(BetaResponseMCPToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.isError = try container.decodeRequired(Bool.self, forKey: "is_error", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.isError, forKey: "is_error")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}
