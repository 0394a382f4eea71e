// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentPausedReason`
public nonisolated enum BetaManagedAgentsDeploymentPausedReason: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `manual`
    case manual(BetaManagedAgentsManualDeploymentPausedReason)
    /// - `type`: `error`
    case error(BetaManagedAgentsErrorDeploymentPausedReason)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "manual": self = .manual(try BetaManagedAgentsManualDeploymentPausedReason(from: decoder)); return
            case "error": self = .error(try BetaManagedAgentsErrorDeploymentPausedReason(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .manual(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
