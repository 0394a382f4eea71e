// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaGoogleManagedStorageRegionStatus`
public nonisolated enum BetaGoogleManagedStorageRegionStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `not_configured`
    case notConfigured(BetaGoogleManagedStorageRegionNotConfigured)
    /// - `type`: `pending`
    case pending(BetaGoogleManagedStorageRegionPending)
    /// - `type`: `active`
    case active(BetaGoogleManagedStorageRegionActive)
    /// - `type`: `failed`
    case failed(BetaGoogleManagedStorageRegionFailed)
    /// - `type`: `suspended`
    case suspended(BetaGoogleManagedStorageRegionSuspended)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "not_configured": self = .notConfigured(try BetaGoogleManagedStorageRegionNotConfigured(from: decoder)); return
            case "pending": self = .pending(try BetaGoogleManagedStorageRegionPending(from: decoder)); return
            case "active": self = .active(try BetaGoogleManagedStorageRegionActive(from: decoder)); return
            case "failed": self = .failed(try BetaGoogleManagedStorageRegionFailed(from: decoder)); return
            case "suspended": self = .suspended(try BetaGoogleManagedStorageRegionSuspended(from: decoder)); return
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
