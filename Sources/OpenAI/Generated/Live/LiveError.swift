// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of an error encountered by the Live session, including the affected parameter or client command when available.
///
/// - Schema: `#/components/schemas/LiveError`
public nonisolated struct LiveError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The event_id of the client command that caused the error, when supplied.
    public var clientEventID: String?

    /// A machine-readable code identifying the Live error, such as `unknown_parameter`.
    public var code: String

    /// A human-readable explanation of the Live error.
    public var message: String

    /// The parameter that caused the error, when applicable, such as `session.voice`.
    public var param: String?

    /// The category of error, such as `invalid_request_error` for an invalid Live
    /// client command.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String,
        message: String,
        type: String,
        clientEventID: String? = nil,
        param: String? = nil
    ) {
        self.clientEventID = clientEventID
        self.code = code
        self.message = message
        self.param = param
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.clientEventID = try container.decodeIfPresent(String.self, forKey: "client_event_id")
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.clientEventID, forKey: "client_event_id")
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveError {
    public static var clientEventID: Self { Self("client_event_id") }
    public static var param: Self { Self("param") }
}
