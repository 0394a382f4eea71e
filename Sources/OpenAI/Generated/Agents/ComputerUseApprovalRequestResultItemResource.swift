// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A credential-free record of an admitted response, not proof of completion.
///
/// - Schema: `#/components/schemas/ComputerUseApprovalRequestResultItemResource`
public nonisolated struct ComputerUseApprovalRequestResultItemResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The stable history item ID.
    public var id: String

    /// The registered request answered by this item.
    public var requestID: String

    /// The admitted response, without submitted credential values.
    public var response: ComputerUseApprovalRequestResultItemResourceResponse

    /// The ID of the turn that contains this item.
    public var turnID: String

    public var type: String

    public init(
        id: String,
        requestID: String,
        response: ComputerUseApprovalRequestResultItemResourceResponse,
        turnID: String
    ) {
        self.id = id
        self.requestID = requestID
        self.response = response
        self.turnID = turnID
        self.type = "computer_use_approval_request_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            requestID: .emptyValue,
            response: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.response = try container.decodeRequired(ComputerUseApprovalRequestResultItemResourceResponse.self, forKey: "response", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use_approval_request_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.response, forKey: "response")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
