// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when the model response is complete.
///
/// - Schema: `#/components/schemas/ResponseCompletedEvent`
public nonisolated struct ResponseCompletedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.completed`.
    public var type: String

    /// Properties of the completed response.
    public var response: Response

    /// The sequence number for this event.
    public var sequenceNumber: Int

    public init(
        response: Response,
        sequenceNumber: Int
    ) {
        self.type = "response.completed"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.completed")
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
