// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageBatch
///
/// - Schema: `#/components/schemas/MessageBatch`
public nonisolated struct MessageBatch: Codable, Equatable, Sendable, EmptyDecodable {
    /// RFC 3339 datetime string representing the time at which the Message Batch was archived and its results became unavailable.
    public var archivedAt: String?

    /// RFC 3339 datetime string representing the time at which cancellation was initiated for the Message Batch. Specified only if cancellation was initiated.
    public var cancelInitiatedAt: String?

    /// RFC 3339 datetime string representing the time at which the Message Batch was created.
    public var createdAt: String

    /// RFC 3339 datetime string representing the time at which processing for the Message Batch ended. Specified only once processing ends.
    ///
    /// Processing ends when every request in a Message Batch has either succeeded, errored, canceled, or expired.
    public var endedAt: String?

    /// RFC 3339 datetime string representing the time at which the Message Batch will expire and end processing, which is 24 hours after creation.
    public var expiresAt: String

    /// Unique object identifier.
    ///
    /// The format and length of IDs may change over time.
    public var id: String

    /// Processing status of the Message Batch.
    public var processingStatus: MessageBatch.ProcessingStatus

    /// Tallies requests within the Message Batch, categorized by their status.
    ///
    /// Requests start as `processing` and move to one of the other statuses only once processing of the entire batch ends. The sum of all values always matches the total number of requests in the batch.
    public var requestCounts: RequestCounts

    /// URL to a `.jsonl` file containing the results of the Message Batch requests. Specified only once processing ends.
    ///
    /// Results in the file are not guaranteed to be in the same order as requests. Use the `custom_id` field to match results to requests.
    public var resultsURL: String?

    /// Object type.
    ///
    /// For Message Batches, this is always `"message_batch"`.
    public var type: String

    public init(
        archivedAt: String?,
        cancelInitiatedAt: String?,
        createdAt: String,
        endedAt: String?,
        expiresAt: String,
        id: String,
        processingStatus: MessageBatch.ProcessingStatus,
        requestCounts: RequestCounts,
        resultsURL: String?
    ) {
        self.archivedAt = archivedAt
        self.cancelInitiatedAt = cancelInitiatedAt
        self.createdAt = createdAt
        self.endedAt = endedAt
        self.expiresAt = expiresAt
        self.id = id
        self.processingStatus = processingStatus
        self.requestCounts = requestCounts
        self.resultsURL = resultsURL
        self.type = "message_batch"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            archivedAt: nil,
            cancelInitiatedAt: nil,
            createdAt: .emptyValue,
            endedAt: nil,
            expiresAt: .emptyValue,
            id: .emptyValue,
            processingStatus: .emptyValue,
            requestCounts: .emptyValue,
            resultsURL: nil
        )
    }

    /// Processing status of the Message Batch.
    public nonisolated enum ProcessingStatus: OpenEnum, EmptyDecodable {
        case inProgress
        case canceling
        case ended
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "canceling": self = .canceling
            case "ended": self = .ended
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .canceling: "canceling"
            case .ended: "ended"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.cancelInitiatedAt = try container.decodeIfPresent(String.self, forKey: "cancel_initiated_at")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.endedAt = try container.decodeIfPresent(String.self, forKey: "ended_at")
        self.expiresAt = try container.decodeRequired(String.self, forKey: "expires_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processingStatus = try container.decodeRequired(MessageBatch.ProcessingStatus.self, forKey: "processing_status", in: decoder)
        self.requestCounts = try container.decodeRequired(RequestCounts.self, forKey: "request_counts", in: decoder)
        self.resultsURL = try container.decodeIfPresent(String.self, forKey: "results_url")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message_batch")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.cancelInitiatedAt, forKey: "cancel_initiated_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.endedAt, forKey: "ended_at")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processingStatus, forKey: "processing_status")
        try container.encode(self.requestCounts, forKey: "request_counts")
        try container.encode(self.resultsURL, forKey: "results_url")
        try container.encode(self.type, forKey: "type")
    }
}
