// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A response to an MCP approval request.
///
/// - Schema: `#/components/schemas/MCPApprovalResponseResource`
public nonisolated struct MCPApprovalResponseResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the item. Always `mcp_approval_response`.
    public var type: String

    /// The unique ID of the approval response
    public var id: String

    /// The ID of the approval request being answered.
    public var approvalRequestID: String

    /// Whether the request was approved.
    public var approve: Bool

    public var reason: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        approvalRequestID: String,
        approve: Bool,
        reason: String? = nil
    ) {
        self.type = "mcp_approval_response"
        self.id = id
        self.approvalRequestID = approvalRequestID
        self.approve = approve
        self.reason = reason
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            approvalRequestID: .emptyValue,
            approve: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "mcp_approval_response")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.approvalRequestID = try container.decodeRequired(String.self, forKey: "approval_request_id", in: decoder)
        self.approve = try container.decodeRequired(Bool.self, forKey: "approve", in: decoder)
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.approvalRequestID, forKey: "approval_request_id")
        try container.encode(self.approve, forKey: "approve")
        try container.encodeIfPresent(self.reason, forKey: "reason")
    }
}

nonisolated extension NullableMember where Owner == MCPApprovalResponseResource {
    public static var reason: Self { Self("reason") }
}
