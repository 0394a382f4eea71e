// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An event that is emitted when a response finishes as incomplete.
///
/// - Schema: `#/components/schemas/ResponseIncompleteEvent`
public nonisolated struct ResponseIncompleteEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.incomplete`.
    public var type: String

    /// The response that was incomplete.
    public var response: Response

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        response: Response,
        sequenceNumber: Int
    ) {
        self.type = "response.incomplete"
        self.response = response
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            response: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.incomplete")
        self.response = try container.decodeRequired(Response.self, forKey: "response", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.response, forKey: "response")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
