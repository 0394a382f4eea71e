// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Injects input items into an active response over a WebSocket connection.
/// The items are validated and committed atomically. Currently, the server
/// accepts client-owned tool outputs that resume a waiting agent.
///
/// - Schema: `#/components/schemas/BetaResponseInjectEvent`
public nonisolated struct BetaResponseInjectEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event discriminator. Always `response.inject`.
    public var type: String

    /// The ID of the active response that should receive the input.
    public var responseID: String

    /// Input items to inject into the active response.
    public var input: [BetaInputItem]

    public init(
        responseID: String,
        input: [BetaInputItem]
    ) {
        self.type = "response.inject"
        self.responseID = responseID
        self.input = input
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            responseID: .emptyValue,
            input: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.inject")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.input = try container.decodeRequired([BetaInputItem].self, forKey: "input", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.input, forKey: "input")
    }
}
