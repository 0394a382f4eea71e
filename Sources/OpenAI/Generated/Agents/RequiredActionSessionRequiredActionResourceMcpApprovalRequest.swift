// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Respond to an MCP tool-call approval request.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceMcpApprovalRequest`
public nonisolated struct RequiredActionSessionRequiredActionResourceMcpApprovalRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Information for presenting an MCP approval.
    public var request: RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest

    /// The opaque approval ID to echo when responding.
    public var requestID: String

    /// The turn that requested approval.
    public var turnID: String

    /// The type of the object. Always `mcp_approval_request`.
    public var type: String

    public init(
        request: RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest,
        requestID: String,
        turnID: String
    ) {
        self.request = request
        self.requestID = requestID
        self.turnID = turnID
        self.type = "mcp_approval_request"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            request: .emptyValue,
            requestID: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.request = try container.decodeRequired(RequiredActionSessionRequiredActionResourceMcpApprovalRequestRequest.self, forKey: "request", in: decoder)
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_approval_request")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.request, forKey: "request")
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
