// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamToolMcpAllowedTools`
public nonisolated enum ResponsesDelegationUpdateConfigParamToolMcpAllowedTools: Codable, Equatable, Sendable, EmptyDecodable {
    case array([String])
    case liveMCPToolFilterParam(ResponsesDelegationUpdateConfigParamToolMcpAllowedToolsLiveMCPToolFilterParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .array:
            self = .array(try [String](from: decoder)); return
        case .object:
            self = .liveMCPToolFilterParam(try ResponsesDelegationUpdateConfigParamToolMcpAllowedToolsLiveMCPToolFilterParam(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let value): try value.encode(to: encoder)
        case .liveMCPToolFilterParam(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
