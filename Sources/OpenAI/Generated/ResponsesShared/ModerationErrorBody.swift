// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An error produced while attempting moderation for the response input or output.
///
/// - Schema: `#/components/schemas/ModerationErrorBody`
public nonisolated struct ModerationErrorBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which was always `error` for moderation failures.
    public var type: String

    /// The error code.
    public var code: String

    /// The error message.
    public var message: String

    public init(
        code: String,
        message: String
    ) {
        self.type = "error"
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
    }
}
