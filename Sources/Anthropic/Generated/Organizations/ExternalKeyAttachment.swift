// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ExternalKeyAttachment`
public nonisolated enum ExternalKeyAttachment: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `attached`
    case attached(ExternalKeyAttachedAttachment)
    /// - `type`: `unattached`
    case unattached(ExternalKeyUnattachedAttachment)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "attached": self = .attached(try ExternalKeyAttachedAttachment(from: decoder)); return
            case "unattached": self = .unattached(try ExternalKeyUnattachedAttachment(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .attached(let value): try value.encode(to: encoder)
        case .unattached(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
