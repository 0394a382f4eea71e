// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfigParamsEffort`
public nonisolated enum BetaManagedAgentsModelConfigParamsEffort: Codable, Equatable, Sendable, EmptyDecodable {
    case string(BetaManagedAgentsModelConfigParamsEffort.StringValue)
    /// - `type`: `low`
    case low(BetaManagedAgentsEffortLowParam)
    /// - `type`: `medium`
    case medium(BetaManagedAgentsEffortMediumParam)
    /// - `type`: `high`
    case high(BetaManagedAgentsEffortHighParam)
    /// - `type`: `xhigh`
    case xhigh(BetaManagedAgentsEffortXhighParam)
    /// - `type`: `max`
    case max(BetaManagedAgentsEffortMaxParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case xhigh
        case max
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "xhigh": self = .xhigh
            case "max": self = .max
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .xhigh: "xhigh"
            case .max: "max"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "low": self = .low(try BetaManagedAgentsEffortLowParam(from: decoder)); return
            case "medium": self = .medium(try BetaManagedAgentsEffortMediumParam(from: decoder)); return
            case "high": self = .high(try BetaManagedAgentsEffortHighParam(from: decoder)); return
            case "xhigh": self = .xhigh(try BetaManagedAgentsEffortXhighParam(from: decoder)); return
            case "max": self = .max(try BetaManagedAgentsEffortMaxParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            self = .string(try BetaManagedAgentsModelConfigParamsEffort.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .low(let value): try value.encode(to: encoder)
        case .medium(let value): try value.encode(to: encoder)
        case .high(let value): try value.encode(to: encoder)
        case .xhigh(let value): try value.encode(to: encoder)
        case .max(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
