// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ContentBlockDeltaEvent
///
/// - Schema: `#/components/schemas/ContentBlockDeltaEvent`
public nonisolated struct ContentBlockDeltaEvent: Codable, Equatable, Sendable, EmptyDecodable {
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
    public nonisolated enum Delta: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delta = try container.decodeRequired(ContentBlockDeltaEvent.Delta.self, forKey: "delta", in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content_block_delta")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.delta, forKey: "delta")
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
    }
}
