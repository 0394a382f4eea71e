// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/HTTPError`
public nonisolated struct HTTPError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var code: Int

    public var message: String

    public init(
        code: Int,
        message: String
    ) {
        self.type = "http_error"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "http_error")
        self.code = try container.decodeRequired(Int.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
    }
}
