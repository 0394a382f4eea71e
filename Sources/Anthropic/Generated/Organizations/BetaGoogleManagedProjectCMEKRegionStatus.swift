// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaGoogleManagedProjectCMEKRegionStatus`
public nonisolated enum BetaGoogleManagedProjectCMEKRegionStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `not_configured`
    case notConfigured(BetaGoogleManagedProjectCMEKRegionNotConfigured)
    /// - `type`: `pending`
    case pending(BetaGoogleManagedProjectCMEKRegionPending)
    /// - `type`: `active`
    case active(BetaGoogleManagedProjectCMEKRegionActive)
    /// - `type`: `failed`
    case failed(BetaGoogleManagedProjectCMEKRegionFailed)
    /// - `type`: `suspended`
    case suspended(BetaGoogleManagedProjectCMEKRegionSuspended)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "not_configured": self = .notConfigured(try BetaGoogleManagedProjectCMEKRegionNotConfigured(from: decoder)); return
            case "pending": self = .pending(try BetaGoogleManagedProjectCMEKRegionPending(from: decoder)); return
            case "active": self = .active(try BetaGoogleManagedProjectCMEKRegionActive(from: decoder)); return
            case "failed": self = .failed(try BetaGoogleManagedProjectCMEKRegionFailed(from: decoder)); return
            case "suspended": self = .suspended(try BetaGoogleManagedProjectCMEKRegionSuspended(from: decoder)); return
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
