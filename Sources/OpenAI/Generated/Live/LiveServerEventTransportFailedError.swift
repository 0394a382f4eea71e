// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveServerEventTransportFailedError`
public nonisolated struct LiveServerEventTransportFailedError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The call setup failure code.
    public var code: String

    public var message: String

    /// The parameter related to the error, if any. Empty when no parameter applies.
    public var param: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String,
        message: String,
        param: String? = nil
    ) {
        self.code = code
        self.message = message
        self.param = param
        self.type = "call_error"
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveServerEventTransportFailedError {
    public static var param: Self { Self("param") }
}
