// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Responds to a pending MCP tool-call approval request.
///
/// - Schema: `#/components/schemas/SessionInputParamAgentSessionInputMcpApprovalRequestResult`
public nonisolated struct SessionInputParamAgentSessionInputMcpApprovalRequestResult: Codable, Equatable, Sendable, EmptyDecodable {
    /// The opaque approval ID from the required action.
    public var requestID: String

    /// The user's decision for a pending MCP tool call.
    public var response: SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse

    /// The type of the object.
    ///
    /// Always `agent.session.input.mcp_approval_request_result`.
    public var type: String

    public init(
        requestID: String,
        response: SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse
    ) {
        self.requestID = requestID
        self.response = response
        self.type = "agent.session.input.mcp_approval_request_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            requestID: .emptyValue,
            response: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.response = try container.decodeRequired(SessionInputParamAgentSessionInputMcpApprovalRequestResultResponse.self, forKey: "response", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.session.input.mcp_approval_request_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.response, forKey: "response")
        try container.encode(self.type, forKey: "type")
    }
}
