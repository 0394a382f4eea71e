// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaGoogleManagedStorageControl`
public nonisolated enum BetaGoogleManagedStorageControl: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `disabled`
    case disabled(BetaGoogleManagedStorageDisabled)
    /// - `type`: `enabled`
    case enabled(BetaGoogleManagedStorageEnabled)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "disabled": self = .disabled(try BetaGoogleManagedStorageDisabled(from: decoder)); return
            case "enabled": self = .enabled(try BetaGoogleManagedStorageEnabled(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .disabled(let value): try value.encode(to: encoder)
        case .enabled(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
