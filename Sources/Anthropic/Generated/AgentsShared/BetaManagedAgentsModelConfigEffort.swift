// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfigEffort`
public nonisolated enum BetaManagedAgentsModelConfigEffort: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `low`
    case low(BetaManagedAgentsEffortLow)
    /// - `type`: `medium`
    case medium(BetaManagedAgentsEffortMedium)
    /// - `type`: `high`
    case high(BetaManagedAgentsEffortHigh)
    /// - `type`: `xhigh`
    case xhigh(BetaManagedAgentsEffortXhigh)
    /// - `type`: `max`
    case max(BetaManagedAgentsEffortMax)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "low": self = .low(try BetaManagedAgentsEffortLow(from: decoder)); return
            case "medium": self = .medium(try BetaManagedAgentsEffortMedium(from: decoder)); return
            case "high": self = .high(try BetaManagedAgentsEffortHigh(from: decoder)); return
            case "xhigh": self = .xhigh(try BetaManagedAgentsEffortXhigh(from: decoder)); return
            case "max": self = .max(try BetaManagedAgentsEffortMax(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .low(let value): try value.encode(to: encoder)
        case .medium(let value): try value.encode(to: encoder)
        case .high(let value): try value.encode(to: encoder)
        case .xhigh(let value): try value.encode(to: encoder)
        case .max(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
