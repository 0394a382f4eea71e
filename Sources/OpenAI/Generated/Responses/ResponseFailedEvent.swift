// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An event that is emitted when a response fails.
///
/// - Schema: `#/components/schemas/ResponseFailedEvent`
public nonisolated struct ResponseFailedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `response.failed`.
    public var type: String

    /// The sequence number of this event.
    public var sequenceNumber: Int

    /// The response that failed.
    public var response: Response

    public init(
        sequenceNumber: Int,
        response: Response
    ) {
        self.type = "response.failed"
        self.sequenceNumber = sequenceNumber
        self.response = response
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sequenceNumber: .emptyValue,
            response: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.failed")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.response = try container.decodeRequired(Response.self, forKey: "response", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.response, forKey: "response")
    }
}
