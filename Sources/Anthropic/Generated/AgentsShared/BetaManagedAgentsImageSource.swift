// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for image source variants.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsImageSource`
public nonisolated enum BetaManagedAgentsImageSource: Codable, Equatable, Sendable, EmptyDecodable {
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
