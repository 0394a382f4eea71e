// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SessionInputParamAgentSessionInputComputerUseApprovalRequestResultResponse`
public nonisolated enum SessionInputParamAgentSessionInputComputerUseApprovalRequestResultResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `browser_authentication`
    case agentBrowserAuthenticationSubmitParamParam(AgentBrowserAuthenticationSubmitParamParam)
    /// - `type`: `browser_authentication`
    case agentBrowserAuthenticationCancelParamParam(AgentBrowserAuthenticationCancelParamParam)
    /// - `type`: `browser_origin_access`
    case browserOriginAccess(AgentBrowserOriginAccessParamParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "browser_authentication":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .agentBrowserAuthenticationSubmitParamParam(try AgentBrowserAuthenticationSubmitParamParam(from: decoder))
                    default: return .agentBrowserAuthenticationCancelParamParam(try AgentBrowserAuthenticationCancelParamParam(from: decoder))
                    }
                }
                return
            case "browser_origin_access": self = .browserOriginAccess(try AgentBrowserOriginAccessParamParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // agentBrowserAuthenticationSubmitParamParam
        .init(required: ["action", "fields", "type"], declared: ["action", "fields", "selected_option", "type"], constants: [("action", ["submit"])]),
        // agentBrowserAuthenticationCancelParamParam
        .init(required: ["action", "type"], declared: ["action", "type"], constants: [("action", ["cancel"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .agentBrowserAuthenticationSubmitParamParam(let value): try value.encode(to: encoder)
        case .agentBrowserAuthenticationCancelParamParam(let value): try value.encode(to: encoder)
        case .browserOriginAccess(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
