// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolSearchToolResultBlock
///
/// - Schema: `#/components/schemas/ResponseToolSearchToolResultBlock`
public nonisolated struct ResponseToolSearchToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(ResponseToolSearchToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}
