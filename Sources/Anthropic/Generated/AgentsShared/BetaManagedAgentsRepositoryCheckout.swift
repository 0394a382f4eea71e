// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsRepositoryCheckout`
public nonisolated enum BetaManagedAgentsRepositoryCheckout: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `branch`
    case branch(BetaManagedAgentsBranchCheckout)
    /// - `type`: `commit`
    case commit(BetaManagedAgentsCommitCheckout)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "branch": self = .branch(try BetaManagedAgentsBranchCheckout(from: decoder)); return
            case "commit": self = .commit(try BetaManagedAgentsCommitCheckout(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .branch(let value): try value.encode(to: encoder)
        case .commit(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
