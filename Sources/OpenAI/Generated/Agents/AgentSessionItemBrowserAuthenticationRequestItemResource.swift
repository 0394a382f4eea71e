// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A credential-free history record of the emitted login request.
///
/// - Schema: `#/components/schemas/AgentSessionItemBrowserAuthenticationRequestItemResource`
public nonisolated struct AgentSessionItemBrowserAuthenticationRequestItemResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The stable history item ID.
    public var id: String

    /// A registered form awaiting the application's response.
    public var request: AgentSessionItemBrowserAuthenticationRequestItemResourceRequest

    public var requestID: String

    public var turnID: String

    /// The item type. Always computer_use_approval_request.
    public var type: String

    public init(
        id: String,
        request: AgentSessionItemBrowserAuthenticationRequestItemResourceRequest,
        requestID: String,
        turnID: String
    ) {
        self.id = id
        self.request = request
        self.requestID = requestID
        self.turnID = turnID
        self.type = "computer_use_approval_request"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            request: .emptyValue,
            requestID: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.request = try container.decodeRequired(AgentSessionItemBrowserAuthenticationRequestItemResourceRequest.self, forKey: "request", in: decoder)
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use_approval_request")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.request, forKey: "request")
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}
