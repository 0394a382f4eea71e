// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Authentication details for a credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialAuth`
public nonisolated enum BetaManagedAgentsCredentialAuth: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `mcp_oauth`
    case mcpOauth(BetaManagedAgentsMcpOauthAuthResponse)
    /// - `type`: `static_bearer`
    case staticBearer(BetaManagedAgentsStaticBearerAuthResponse)
    /// - `type`: `environment_variable`
    case environmentVariable(BetaManagedAgentsEnvironmentVariableAuthResponse)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "mcp_oauth": self = .mcpOauth(try BetaManagedAgentsMcpOauthAuthResponse(from: decoder)); return
            case "static_bearer": self = .staticBearer(try BetaManagedAgentsStaticBearerAuthResponse(from: decoder)); return
            case "environment_variable": self = .environmentVariable(try BetaManagedAgentsEnvironmentVariableAuthResponse(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .mcpOauth(let value): try value.encode(to: encoder)
        case .staticBearer(let value): try value.encode(to: encoder)
        case .environmentVariable(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
