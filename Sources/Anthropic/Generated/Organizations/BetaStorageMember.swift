// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaStorageMember`
public nonisolated enum BetaStorageMember: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `internal`
    case `internal`(BetaInternalStorage)
    /// - `type`: `external`
    case external(BetaExternalStorageMember)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "internal": self = .internal(try BetaInternalStorage(from: decoder)); return
            case "external": self = .external(try BetaExternalStorageMember(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .internal(let value): try value.encode(to: encoder)
        case .external(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
