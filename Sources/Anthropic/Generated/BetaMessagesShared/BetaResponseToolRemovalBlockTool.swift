// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaResponseToolRemovalBlockTool`
public nonisolated enum BetaResponseToolRemovalBlockTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `tool_reference`
    case toolReference(BetaResponseToolChangeToolReference)
    /// - `type`: `mcp_tool_reference`
    case mcpToolReference(BetaResponseToolChangeMCPToolReference)
    /// - `type`: `mcp_toolset_reference`
    case mcpToolsetReference(BetaResponseToolChangeMCPToolsetReference)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "tool_reference": self = .toolReference(try BetaResponseToolChangeToolReference(from: decoder)); return
            case "mcp_tool_reference": self = .mcpToolReference(try BetaResponseToolChangeMCPToolReference(from: decoder)); return
            case "mcp_toolset_reference": self = .mcpToolsetReference(try BetaResponseToolChangeMCPToolsetReference(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .toolReference(let value): try value.encode(to: encoder)
        case .mcpToolReference(let value): try value.encode(to: encoder)
        case .mcpToolsetReference(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
