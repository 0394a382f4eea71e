// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCounts
///
/// - Schema: `#/components/schemas/RequestCounts`
public nonisolated struct RequestCounts: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of requests in the Message Batch that have been canceled.
    ///
    /// This is zero until processing of the entire Message Batch has ended.
    public var canceled: Int

    /// Number of requests in the Message Batch that encountered an error.
    ///
    /// This is zero until processing of the entire Message Batch has ended.
    public var errored: Int

    /// Number of requests in the Message Batch that have expired.
    ///
    /// This is zero until processing of the entire Message Batch has ended.
    public var expired: Int

    /// Number of requests in the Message Batch that are processing.
    public var processing: Int

    /// Number of requests in the Message Batch that have completed successfully.
    ///
    /// This is zero until processing of the entire Message Batch has ended.
    public var succeeded: Int

    public init(
        canceled: Int,
        errored: Int,
        expired: Int,
        processing: Int,
        succeeded: Int
    ) {
        self.canceled = canceled
        self.errored = errored
        self.expired = expired
        self.processing = processing
        self.succeeded = succeeded
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            canceled: .emptyValue,
            errored: .emptyValue,
            expired: .emptyValue,
            processing: .emptyValue,
            succeeded: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.canceled = try container.decodeRequired(Int.self, forKey: "canceled", in: decoder)
        self.errored = try container.decodeRequired(Int.self, forKey: "errored", in: decoder)
        self.expired = try container.decodeRequired(Int.self, forKey: "expired", in: decoder)
        self.processing = try container.decodeRequired(Int.self, forKey: "processing", in: decoder)
        self.succeeded = try container.decodeRequired(Int.self, forKey: "succeeded", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.canceled, forKey: "canceled")
        try container.encode(self.errored, forKey: "errored")
        try container.encode(self.expired, forKey: "expired")
        try container.encode(self.processing, forKey: "processing")
        try container.encode(self.succeeded, forKey: "succeeded")
    }
}
