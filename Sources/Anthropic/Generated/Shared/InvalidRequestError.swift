// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InvalidRequestError
///
/// - Schema: `#/components/schemas/InvalidRequestError`
public nonisolated struct InvalidRequestError: Codable, Equatable, Sendable, EmptyDecodable {
    /// Message
    public var message: String

    /// Type
    public var type: String

    public init(
        message: String
    ) {
        self.message = message
        self.type = "invalid_request_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "invalid_request_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
        try container.encode(self.type, forKey: "type")
    }
}
