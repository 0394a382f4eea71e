// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for tool configurations in the tools array.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolParams`
public nonisolated enum BetaManagedAgentsAgentToolParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `agent_toolset_20260401`
    case agentToolset_20260401(BetaManagedAgentsAgentToolset20260401Params)
    /// - `type`: `mcp_toolset`
    case mcpToolset(BetaManagedAgentsMCPToolsetParams)
    /// - `type`: `custom`
    case custom(BetaManagedAgentsCustomToolParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "agent_toolset_20260401": self = .agentToolset_20260401(try BetaManagedAgentsAgentToolset20260401Params(from: decoder)); return
            case "mcp_toolset": self = .mcpToolset(try BetaManagedAgentsMCPToolsetParams(from: decoder)); return
            case "custom": self = .custom(try BetaManagedAgentsCustomToolParams(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .agentToolset_20260401(let value): try value.encode(to: encoder)
        case .mcpToolset(let value): try value.encode(to: encoder)
        case .custom(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
