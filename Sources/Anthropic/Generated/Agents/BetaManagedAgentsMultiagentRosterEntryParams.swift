// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An entry in a multiagent roster: an agent ID string, a versioned agent reference, or `self`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentRosterEntryParams`
public nonisolated enum BetaManagedAgentsMultiagentRosterEntryParams: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case string(String)
    case object(BetaManagedAgentsMultiagentRosterEntryParams.Object)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    public nonisolated enum Object: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `agent`
        case agent(BetaManagedAgentsAgentParams)
        /// - `type`: `self`
        case `self`(BetaManagedAgentsMultiagentSelfParams)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "agent": self = .agent(try BetaManagedAgentsAgentParams(from: decoder)); return
                case "self": self = .self(try BetaManagedAgentsMultiagentSelfParams(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .agent(let value): try value.encode(to: encoder)
            case .self(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .object(try BetaManagedAgentsMultiagentRosterEntryParams.Object(from: decoder)); return
        case .string:
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .object(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
