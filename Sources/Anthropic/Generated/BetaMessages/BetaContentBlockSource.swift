// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// ContentBlockSource
///
/// - Schema: `#/components/schemas/BetaContentBlockSource`
public nonisolated struct BetaContentBlockSource: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
        public nonisolated enum ArrayItem: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `text`
            case text(RequestTextBlock)
            /// - `type`: `image`
            case image(BetaRequestImageBlock)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "text": self = .text(try RequestTextBlock(from: decoder)); return
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(BetaContentBlockSource.Content.self, forKey: "content", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.type, forKey: "type")
    }
}
