// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when injected input could not be committed to a response. The event
/// returns the uncommitted raw input so the client can retry it in another
/// response when appropriate.
///
/// - Schema: `#/components/schemas/BetaResponseInjectFailedEvent`
public nonisolated struct BetaResponseInjectFailedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The event discriminator. Always `response.inject.failed`.
    public var type: String

    /// The ID of the response that rejected the input.
    public var responseID: String

    /// The raw input items that were not committed.
    public var input: [BetaInputItem]

    /// Information about why the input was not committed.
    public var error: BetaResponseInjectFailedEvent.ErrorValue

    /// The sequence number for this event.
    public var sequenceNumber: Int

    /// The multiplexed WebSocket stream that emitted the event. This field is
    /// present only when WebSocket multiplexing is enabled separately.
    public var streamID: String?

    public init(
        responseID: String,
        input: [BetaInputItem],
        error: BetaResponseInjectFailedEvent.ErrorValue,
        sequenceNumber: Int,
        streamID: String? = nil
    ) {
        self.type = "response.inject.failed"
        self.responseID = responseID
        self.input = input
        self.error = error
        self.sequenceNumber = sequenceNumber
        self.streamID = streamID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            responseID: .emptyValue,
            input: .emptyValue,
            error: .emptyValue,
            sequenceNumber: .emptyValue
        )
    }

    /// Information about why the input was not committed.
    public nonisolated struct ErrorValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// A machine-readable error code.
        public var code: BetaResponseInjectFailedEvent.ErrorValue.Code

        /// A human-readable description of the error.
        public var message: String

        public init(
            code: BetaResponseInjectFailedEvent.ErrorValue.Code,
            message: String
        ) {
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

        /// A machine-readable error code.
        public nonisolated enum Code: OpenEnum, EmptyDecodable {
            case responseAlreadyCompleted
            case responseNotFound
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "response_already_completed": self = .responseAlreadyCompleted
                case "response_not_found": self = .responseNotFound
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .responseAlreadyCompleted: "response_already_completed"
                case .responseNotFound: "response_not_found"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.code = try container.decodeRequired(BetaResponseInjectFailedEvent.ErrorValue.Code.self, forKey: "code", in: decoder)
            self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.code, forKey: "code")
            try container.encode(self.message, forKey: "message")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.inject.failed")
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.input = try container.decodeRequired([BetaInputItem].self, forKey: "input", in: decoder)
        self.error = try container.decodeRequired(BetaResponseInjectFailedEvent.ErrorValue.self, forKey: "error", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.streamID = try container.decodeIfPresent(String.self, forKey: "stream_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.responseID, forKey: "response_id")
        try container.encode(self.input, forKey: "input")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encodeIfPresent(self.streamID, forKey: "stream_id")
    }
}
