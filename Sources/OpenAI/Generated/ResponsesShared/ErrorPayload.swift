// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An error payload that was emitted for a streaming error event.
///
/// - Schema: `#/components/schemas/ErrorPayload`
public nonisolated struct ErrorPayload: Codable, Equatable, Sendable, EmptyDecodable {
    /// The error type that was emitted.
    public var type: String

    public var code: String?

    /// The human-readable error message that was emitted.
    public var message: String

    public var param: String?

    /// The response headers that were emitted with the error, if any.
    public var headers: [String: String]?

    public init(
        type: String,
        code: String?,
        message: String,
        param: String?,
        headers: [String: String]? = nil
    ) {
        self.type = type
        self.code = code
        self.message = message
        self.param = param
        self.headers = headers
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            code: nil,
            message: .emptyValue,
            param: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.param, forKey: "param")
        try container.encodeIfPresent(self.headers, forKey: "headers")
    }
}
