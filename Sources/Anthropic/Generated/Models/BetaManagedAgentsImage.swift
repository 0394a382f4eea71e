// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Image content specified directly as base64 data or as a reference via a URL.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsImageBlock`
public struct BetaManagedAgentsImageBlock: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// The source of the image data.
    public var source: BetaManagedAgentsImageSource

    public init(
        source: BetaManagedAgentsImageSource
    ) {
        self.type = "image"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image")
        self.source = try container.decodeRequired(BetaManagedAgentsImageSource.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.source, forKey: .source)
    }
}

/// Union type for image source variants.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsImageSource`
public enum BetaManagedAgentsImageSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `base64`
    case base64(BetaManagedAgentsBase64ImageSource)
    /// - `type`: `url`
    case url(BetaManagedAgentsURLImageSource)
    /// - `type`: `file`
    case file(BetaManagedAgentsFileImageSource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "base64": self = .base64(try BetaManagedAgentsBase64ImageSource(from: decoder)); return
            case "url": self = .url(try BetaManagedAgentsURLImageSource(from: decoder)); return
            case "file": self = .file(try BetaManagedAgentsFileImageSource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .base64(let value): try value.encode(to: encoder)
        case .url(let value): try value.encode(to: encoder)
        case .file(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
