// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// RequestToolResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestToolResultBlock`
public nonisolated struct BetaRequestToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Content
    public var content: BetaRequestToolResultBlock.Content?

    /// Is Error
    public var isError: Bool?

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        toolUseID: String,
        cacheControl: CacheControlEphemeral? = nil,
        content: BetaRequestToolResultBlock.Content? = nil,
        isError: Bool? = nil
    ) {
        self.cacheControl = cacheControl
        self.content = content
        self.isError = isError
        self.toolUseID = toolUseID
        self.type = "tool_result"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolUseID: .emptyValue
        )
    }

    /// Content
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([BetaRequestToolResultBlock.Content.ArrayItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// Block
        public nonisolated enum ArrayItem: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(RequestTextBlock)
            /// - `type`: `image`
            case image(BetaRequestImageBlock)
            /// - `type`: `search_result`
            case searchResult(RequestSearchResultBlock)
            /// - `type`: `document`
            case document(BetaRequestDocumentBlock)
            /// - `type`: `tool_reference`
            case toolReference(RequestToolReferenceBlock)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try RequestTextBlock(from: decoder)); return
                    case "image": self = .image(try BetaRequestImageBlock(from: decoder)); return
                    case "search_result": self = .searchResult(try RequestSearchResultBlock(from: decoder)); return
                    case "document": self = .document(try BetaRequestDocumentBlock(from: decoder)); return
                    case "tool_reference": self = .toolReference(try RequestToolReferenceBlock(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let value): try value.encode(to: encoder)
                case .image(let value): try value.encode(to: encoder)
                case .searchResult(let value): try value.encode(to: encoder)
                case .document(let value): try value.encode(to: encoder)
                case .toolReference(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [BetaRequestToolResultBlock.Content.ArrayItem](from: decoder)); return
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
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.content = try container.decodeIfPresent(BetaRequestToolResultBlock.Content.self, forKey: "content")
        self.isError = try container.decodeIfPresent(Bool.self, forKey: "is_error")
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_result")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.isError, forKey: "is_error")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestToolResultBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
