// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaGoogleManagedProjectStorageRegionStatus`
public nonisolated enum BetaGoogleManagedProjectStorageRegionStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `not_configured`
    case notConfigured(BetaGoogleManagedProjectStorageRegionNotConfigured)
    /// - `type`: `pending`
    case pending(BetaGoogleManagedProjectStorageRegionPending)
    /// - `type`: `active`
    case active(BetaGoogleManagedProjectStorageRegionActive)
    /// - `type`: `failed`
    case failed(BetaGoogleManagedProjectStorageRegionFailed)
    /// - `type`: `suspended`
    case suspended(BetaGoogleManagedProjectStorageRegionSuspended)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "not_configured": self = .notConfigured(try BetaGoogleManagedProjectStorageRegionNotConfigured(from: decoder)); return
            case "pending": self = .pending(try BetaGoogleManagedProjectStorageRegionPending(from: decoder)); return
            case "active": self = .active(try BetaGoogleManagedProjectStorageRegionActive(from: decoder)); return
            case "failed": self = .failed(try BetaGoogleManagedProjectStorageRegionFailed(from: decoder)); return
            case "suspended": self = .suspended(try BetaGoogleManagedProjectStorageRegionSuspended(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .notConfigured(let value): try value.encode(to: encoder)
        case .pending(let value): try value.encode(to: encoder)
        case .active(let value): try value.encode(to: encoder)
        case .failed(let value): try value.encode(to: encoder)
        case .suspended(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
