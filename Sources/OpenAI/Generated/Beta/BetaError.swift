// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaError`
public nonisolated struct BetaError: Codable, Equatable, Sendable, EmptyDecodable {
    public var code: String?

    public var message: String

    public var param: String?

    public var type: String

    public init(
        code: String?,
        message: String,
        param: String?,
        type: String
    ) {
        self.code = code
        self.message = message
        self.param = param
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: nil,
            message: .emptyValue,
            param: nil,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.param, forKey: "param")
        try container.encode(self.type, forKey: "type")
    }
}
