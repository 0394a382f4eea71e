// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveConnectServerEventTransportFailedError`
public struct LiveConnectServerEventTransportFailedError: Codable, Equatable, Sendable, EmptyDecodable {
    /// The call setup failure code.
    public var code: String

    public var message: String

    /// The parameter related to the error, if any. Empty when no parameter applies.
    public var param: String?

    public var type: String

    public init(
        code: String,
        message: String,
        param: String? = nil
    ) {
        self.code = code
        self.message = message
        self.param = param
        self.type = "call_error"
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
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "call_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encode(self.type, forKey: "type")
    }
}
