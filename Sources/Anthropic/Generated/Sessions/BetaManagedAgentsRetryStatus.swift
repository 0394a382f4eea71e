// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// What the client should do next in response to this error.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRetryStatus`
public nonisolated enum BetaManagedAgentsRetryStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `retrying`
    case retrying(BetaManagedAgentsRetryStatusRetrying)
    /// - `type`: `exhausted`
    case exhausted(BetaManagedAgentsRetryStatusExhausted)
    /// - `type`: `terminal`
    case terminal(BetaManagedAgentsRetryStatusTerminal)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "retrying": self = .retrying(try BetaManagedAgentsRetryStatusRetrying(from: decoder)); return
            case "exhausted": self = .exhausted(try BetaManagedAgentsRetryStatusExhausted(from: decoder)); return
            case "terminal": self = .terminal(try BetaManagedAgentsRetryStatusTerminal(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .retrying(let value): try value.encode(to: encoder)
        case .exhausted(let value): try value.encode(to: encoder)
        case .terminal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
