// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// This is a single line in the response `.jsonl` file and does not represent the response as a whole.
///
/// - Schema: `#/components/schemas/BetaMessageBatchIndividualResponse`
public nonisolated struct BetaMessageBatchIndividualResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Developer-provided ID created for each request in a Message Batch. Useful for matching results to requests, as results may be given out of request order.
    ///
    /// Must be unique for each request within the Message Batch.
    public var customID: String

    /// Processing result for this request.
    ///
    /// Contains a Message output if processing was successful, an error response if processing failed, or the reason why processing was not attempted, such as cancellation or expiration.
    public var result: BetaMessageBatchIndividualResponse.ResultValue

    public init(
        customID: String,
        result: BetaMessageBatchIndividualResponse.ResultValue
    ) {
        self.customID = customID
        self.result = result
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            customID: .emptyValue,
            result: .emptyValue
        )
    }

    /// Processing result for this request.
    ///
    /// Contains a Message output if processing was successful, an error response if processing failed, or the reason why processing was not attempted, such as cancellation or expiration.
    public nonisolated enum ResultValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `succeeded`
        case succeeded(BetaSucceededResult)
        /// - `type`: `errored`
        case errored(ErroredResult)
        /// - `type`: `canceled`
        case canceled(CanceledResult)
        /// - `type`: `expired`
        case expired(ExpiredResult)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "succeeded": self = .succeeded(try BetaSucceededResult(from: decoder)); return
                case "errored": self = .errored(try ErroredResult(from: decoder)); return
                case "canceled": self = .canceled(try CanceledResult(from: decoder)); return
                case "expired": self = .expired(try ExpiredResult(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .succeeded(let value): try value.encode(to: encoder)
            case .errored(let value): try value.encode(to: encoder)
            case .canceled(let value): try value.encode(to: encoder)
            case .expired(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.customID = try container.decodeRequired(String.self, forKey: "custom_id", in: decoder)
        self.result = try container.decodeRequired(BetaMessageBatchIndividualResponse.ResultValue.self, forKey: "result", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.customID, forKey: "custom_id")
        try container.encode(self.result, forKey: "result")
    }
}
