// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when an error occurs.
///
/// - Schema: `#/components/schemas/ResponseErrorEvent`
public nonisolated struct ResponseErrorEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always `error`.
    public var type: String

    public var code: String?

    /// The error message.
    public var message: String

    public var param: String?

    /// The sequence number of this event.
    public var sequenceNumber: Int

    public init(
        code: String?,
        message: String,
        param: String?,
        sequenceNumber: Int
    ) {
        self.type = "error"
        self.code = code
        self.message = message
        self.param = param
        self.sequenceNumber = sequenceNumber
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: nil,
            message: .emptyValue,
            param: nil,
            sequenceNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.param, forKey: "param")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
    }
}
