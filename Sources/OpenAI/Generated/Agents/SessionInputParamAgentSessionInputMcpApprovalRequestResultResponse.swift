// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The user's decision for a pending MCP tool call.
///
/// - Schema: `#/components/schemas/SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse`
public nonisolated struct SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Cancel dismisses this request without cancelling the session or turn.
    public var decision: SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse.Decision

    /// The type of the object. Always `mcp_tool_call`.
    public var type: String

    public init(
        decision: SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse.Decision
    ) {
        self.decision = decision
        self.type = "mcp_tool_call"
    }

    public init(stringLiteral value: String) {
        self.init(decision: SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse.Decision(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            decision: .emptyValue
        )
    }

    /// Cancel dismisses this request without cancelling the session or turn.
    public nonisolated enum Decision: OpenEnum, EmptyDecodable {
        case approve
        case deny
        case cancel
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "approve": self = .approve
            case "deny": self = .deny
            case "cancel": self = .cancel
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .approve: "approve"
            case .deny: "deny"
            case .cancel: "cancel"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.decision = try container.decodeRequired(SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse.Decision.self, forKey: "decision", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_tool_call")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.decision, forKey: "decision")
        try container.encode(self.type, forKey: "type")
    }
}
