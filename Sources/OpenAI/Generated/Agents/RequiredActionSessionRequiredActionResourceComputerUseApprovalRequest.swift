// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Respond to a computer-use request.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceComputerUseApprovalRequest`
public nonisolated struct RequiredActionSessionRequiredActionResourceComputerUseApprovalRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The information needed to render the request.
    public var request: RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequest

    /// The registered request ID to echo when responding.
    public var requestID: String

    /// The turn that requested approval.
    public var turnID: String

    /// The type of the object. Always `computer_use_approval_request`.
    public var type: String

    public init(
        request: RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequest,
        requestID: String,
        turnID: String
    ) {
        self.request = request
        self.requestID = requestID
        self.turnID = turnID
        self.type = "computer_use_approval_request"
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
        self.request = try container.decodeRequired(RequiredActionSessionRequiredActionResourceComputerUseApprovalRequestRequest.self, forKey: "request", in: decoder)
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use_approval_request")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.request, forKey: "request")
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
