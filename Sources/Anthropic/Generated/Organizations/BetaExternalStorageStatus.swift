// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaExternalStorageStatus`
public nonisolated enum BetaExternalStorageStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `pending_configuration`
    case pendingConfiguration(BetaPendingConfigurationExternalStorageStatus)
    /// - `type`: `available`
    case available(BetaAvailableExternalStorageStatus)
    /// - `type`: `active`
    case active(BetaActiveExternalStorageStatus)
    /// - `type`: `draining`
    case draining(BetaDrainingExternalStorageStatus)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "pending_configuration": self = .pendingConfiguration(try BetaPendingConfigurationExternalStorageStatus(from: decoder)); return
            case "available": self = .available(try BetaAvailableExternalStorageStatus(from: decoder)); return
            case "active": self = .active(try BetaActiveExternalStorageStatus(from: decoder)); return
            case "draining": self = .draining(try BetaDrainingExternalStorageStatus(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .pendingConfiguration(let value): try value.encode(to: encoder)
        case .available(let value): try value.encode(to: encoder)
        case .active(let value): try value.encode(to: encoder)
        case .draining(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
