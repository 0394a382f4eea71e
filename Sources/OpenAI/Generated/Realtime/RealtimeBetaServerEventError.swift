// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Returned when an error occurs, which could be a client problem or a server
/// problem. Most errors are recoverable and the session will stay open, we
/// recommend to implementors to monitor and log error messages by default.
///
/// - Schema: `#/components/schemas/RealtimeBetaServerEventError`
public nonisolated struct RealtimeBetaServerEventError: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `error`.
    public var type: String

    /// Details of the error.
    public var error: RealtimeBetaServerEventError.ErrorValue

    public init(
        eventID: String,
        error: RealtimeBetaServerEventError.ErrorValue
    ) {
        self.eventID = eventID
        self.type = "error"
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            error: .emptyValue
        )
    }

    /// Details of the error.
    public nonisolated struct ErrorValue: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The type of error (e.g., "invalid_request_error", "server_error").
        public var type: String

        public var code: String?

        /// A human-readable error message.
        public var message: String

        public var param: String?

        public var eventID: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            type: String,
            message: String,
            code: String? = nil,
            param: String? = nil,
            eventID: String? = nil
        ) {
            self.type = type
            self.code = code
            self.message = message
            self.param = param
            self.eventID = eventID
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                type: .emptyValue,
                message: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
            self.code = try container.decodeIfPresent(String.self, forKey: "code")
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
            self.param = try container.decodeIfPresent(String.self, forKey: "param")
            self.eventID = try container.decodeIfPresent(String.self, forKey: "event_id")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.type, forKey: "type")
            try container.encodeIfPresent(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
            try container.encodeIfPresent(self.param, forKey: "param")
            try container.encodeIfPresent(self.eventID, forKey: "event_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "error")
        self.error = try container.decodeRequired(RealtimeBetaServerEventError.ErrorValue.self, forKey: "error", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.error, forKey: "error")
    }
}

nonisolated extension NullableMember where Owner == RealtimeBetaServerEventError.ErrorValue {
    public static var code: Self { Self("code") }
    public static var param: Self { Self("param") }
    public static var eventID: Self { Self("event_id") }
}
