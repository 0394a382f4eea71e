// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestImageBlock
///
/// - Schema: `#/components/schemas/RequestImageBlock`
public nonisolated struct RequestImageBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Source
    public var source: RequestImageBlock.Source

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        source: RequestImageBlock.Source,
        cacheControl: CacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
        self.source = source
        self.type = "image"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    /// Source
    public nonisolated enum Source: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `base64`
        case base64(Base64ImageSource)
        /// - `type`: `url`
        case url(URLImageSource)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "base64": self = .base64(try Base64ImageSource(from: decoder)); return
                case "url": self = .url(try URLImageSource(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .base64(let value): try value.encode(to: encoder)
            case .url(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.source = try container.decodeRequired(RequestImageBlock.Source.self, forKey: "source", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encode(self.source, forKey: "source")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestImageBlock {
    public static var cacheControl: Self { Self("cache_control") }
}
