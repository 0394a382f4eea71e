// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaTelemetryDestinationDisabledReason`
public nonisolated enum BetaTelemetryDestinationDisabledReason: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `caller`
    case caller(BetaTelemetryDestinationDisabledReasonCaller)
    /// - `type`: `sustained_failure`
    case sustainedFailure(BetaTelemetryDestinationDisabledReasonSustainedFailure)
    /// - `type`: `invalid_address`
    case invalidAddress(BetaTelemetryDestinationDisabledReasonInvalidAddress)
    /// - `type`: `redirect`
    case redirect(BetaTelemetryDestinationDisabledReasonRedirect)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "caller": self = .caller(try BetaTelemetryDestinationDisabledReasonCaller(from: decoder)); return
            case "sustained_failure": self = .sustainedFailure(try BetaTelemetryDestinationDisabledReasonSustainedFailure(from: decoder)); return
            case "invalid_address": self = .invalidAddress(try BetaTelemetryDestinationDisabledReasonInvalidAddress(from: decoder)); return
            case "redirect": self = .redirect(try BetaTelemetryDestinationDisabledReasonRedirect(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .caller(let value): try value.encode(to: encoder)
        case .sustainedFailure(let value): try value.encode(to: encoder)
        case .invalidAddress(let value): try value.encode(to: encoder)
        case .redirect(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
