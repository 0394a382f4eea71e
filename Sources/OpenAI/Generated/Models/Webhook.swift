// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when a batch API request has been cancelled.
///
/// - Schema: `#/components/schemas/WebhookBatchCancelled`
public struct WebhookBatchCancelled: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the batch API request was cancelled.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookBatchCancelled.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `batch.cancelled`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookBatchCancelled.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "batch.cancelled"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the batch API request.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookBatchCancelled.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "batch.cancelled"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a batch API request has been completed.
///
/// - Schema: `#/components/schemas/WebhookBatchCompleted`
public struct WebhookBatchCompleted: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the batch API request was completed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookBatchCompleted.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `batch.completed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookBatchCompleted.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "batch.completed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the batch API request.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookBatchCompleted.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "batch.completed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a batch API request has expired.
///
/// - Schema: `#/components/schemas/WebhookBatchExpired`
public struct WebhookBatchExpired: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the batch API request expired.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookBatchExpired.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `batch.expired`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookBatchExpired.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "batch.expired"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the batch API request.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookBatchExpired.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "batch.expired"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a batch API request has failed.
///
/// - Schema: `#/components/schemas/WebhookBatchFailed`
public struct WebhookBatchFailed: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the batch API request failed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookBatchFailed.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `batch.failed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookBatchFailed.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "batch.failed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the batch API request.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookBatchFailed.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "batch.failed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when an eval run has been canceled.
///
/// - Schema: `#/components/schemas/WebhookEvalRunCanceled`
public struct WebhookEvalRunCanceled: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the eval run was canceled.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookEvalRunCanceled.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `eval.run.canceled`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookEvalRunCanceled.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "eval.run.canceled"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the eval run.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookEvalRunCanceled.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "eval.run.canceled"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when an eval run has failed.
///
/// - Schema: `#/components/schemas/WebhookEvalRunFailed`
public struct WebhookEvalRunFailed: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the eval run failed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookEvalRunFailed.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `eval.run.failed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookEvalRunFailed.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "eval.run.failed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the eval run.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookEvalRunFailed.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "eval.run.failed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when an eval run has succeeded.
///
/// - Schema: `#/components/schemas/WebhookEvalRunSucceeded`
public struct WebhookEvalRunSucceeded: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the eval run succeeded.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookEvalRunSucceeded.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `eval.run.succeeded`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookEvalRunSucceeded.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "eval.run.succeeded"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the eval run.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookEvalRunSucceeded.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "eval.run.succeeded"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a fine-tuning job has been cancelled.
///
/// - Schema: `#/components/schemas/WebhookFineTuningJobCancelled`
public struct WebhookFineTuningJobCancelled: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the fine-tuning job was cancelled.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookFineTuningJobCancelled.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `fine_tuning.job.cancelled`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookFineTuningJobCancelled.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "fine_tuning.job.cancelled"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the fine-tuning job.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookFineTuningJobCancelled.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "fine_tuning.job.cancelled"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a fine-tuning job has failed.
///
/// - Schema: `#/components/schemas/WebhookFineTuningJobFailed`
public struct WebhookFineTuningJobFailed: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the fine-tuning job failed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookFineTuningJobFailed.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `fine_tuning.job.failed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookFineTuningJobFailed.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "fine_tuning.job.failed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the fine-tuning job.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookFineTuningJobFailed.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "fine_tuning.job.failed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a fine-tuning job has succeeded.
///
/// - Schema: `#/components/schemas/WebhookFineTuningJobSucceeded`
public struct WebhookFineTuningJobSucceeded: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the fine-tuning job succeeded.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookFineTuningJobSucceeded.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `fine_tuning.job.succeeded`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookFineTuningJobSucceeded.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "fine_tuning.job.succeeded"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the fine-tuning job.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookFineTuningJobSucceeded.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "fine_tuning.job.succeeded"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when an incoming API SIP session is available for Live acceptance. The
/// same pending session can also emit `realtime.call.incoming`; the first
/// successful Realtime or Live accept endpoint selects the runtime surface.
///
/// - Schema: `#/components/schemas/WebhookLiveCallIncoming`
public struct WebhookLiveCallIncoming: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the event was created.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookLiveCallIncoming.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `live.call.incoming`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookLiveCallIncoming.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "live.call.incoming"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The Transceiver `rtc_...` ID of the pending SIP session. The same
        /// value appears as `call_id` in `realtime.call.incoming`.
        public var sessionID: String

        /// Headers from the SIP Invite.
        public var sipHeaders: [WebhookLiveCallIncoming.DataValue.SipHeader]

        public init(
            sessionID: String,
            sipHeaders: [WebhookLiveCallIncoming.DataValue.SipHeader]
        ) {
            self.sessionID = sessionID
            self.sipHeaders = sipHeaders
        }

        /// A header from the SIP Invite.
        public struct SipHeader: Codable, Hashable, Sendable {
            /// Name of the SIP Header.
            public var name: String

            /// Value of the SIP Header.
            public var value: String

            public init(
                name: String,
                value: String
            ) {
                self.name = name
                self.value = value
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case name
                case value
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
                self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.name, forKey: .name)
                try container.encode(self.value, forKey: .value)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case sessionID = "session_id"
            case sipHeaders = "sip_headers"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.sessionID = try container.decodeRequired(String.self, forKey: .sessionID, in: decoder)
            self.sipHeaders = try container.decodeRequired([WebhookLiveCallIncoming.DataValue.SipHeader].self, forKey: .sipHeaders, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.sessionID, forKey: .sessionID)
            try container.encode(self.sipHeaders, forKey: .sipHeaders)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookLiveCallIncoming.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "live.call.incoming"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when an incoming API SIP session is available for Realtime acceptance.
/// The same pending session can also emit `live.call.incoming`; the first
/// successful Realtime or Live accept endpoint selects the runtime surface.
///
/// - Schema: `#/components/schemas/WebhookRealtimeCallIncoming`
public struct WebhookRealtimeCallIncoming: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the model response was completed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookRealtimeCallIncoming.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `realtime.call.incoming`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookRealtimeCallIncoming.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "realtime.call.incoming"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The Transceiver `rtc_...` ID of the pending SIP session. The same
        /// value appears as `session_id` in `live.call.incoming`.
        public var callID: String

        /// Headers from the SIP Invite.
        public var sipHeaders: [WebhookRealtimeCallIncoming.DataValue.SipHeader]

        public init(
            callID: String,
            sipHeaders: [WebhookRealtimeCallIncoming.DataValue.SipHeader]
        ) {
            self.callID = callID
            self.sipHeaders = sipHeaders
        }

        /// A header from the SIP Invite.
        public struct SipHeader: Codable, Hashable, Sendable {
            /// Name of the SIP Header.
            public var name: String

            /// Value of the SIP Header.
            public var value: String

            public init(
                name: String,
                value: String
            ) {
                self.name = name
                self.value = value
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case name
                case value
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
                self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.name, forKey: .name)
                try container.encode(self.value, forKey: .value)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case callID = "call_id"
            case sipHeaders = "sip_headers"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
            self.sipHeaders = try container.decodeRequired([WebhookRealtimeCallIncoming.DataValue.SipHeader].self, forKey: .sipHeaders, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.callID, forKey: .callID)
            try container.encode(self.sipHeaders, forKey: .sipHeaders)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookRealtimeCallIncoming.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "realtime.call.incoming"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a background response has been cancelled.
///
/// - Schema: `#/components/schemas/WebhookResponseCancelled`
public struct WebhookResponseCancelled: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the model response was cancelled.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookResponseCancelled.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `response.cancelled`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookResponseCancelled.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "response.cancelled"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the model response.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookResponseCancelled.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.cancelled"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a background response has been completed.
///
/// - Schema: `#/components/schemas/WebhookResponseCompleted`
public struct WebhookResponseCompleted: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the model response was completed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookResponseCompleted.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `response.completed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookResponseCompleted.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "response.completed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the model response.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookResponseCompleted.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.completed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a background response has failed.
///
/// - Schema: `#/components/schemas/WebhookResponseFailed`
public struct WebhookResponseFailed: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the model response failed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookResponseFailed.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `response.failed`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookResponseFailed.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "response.failed"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the model response.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookResponseFailed.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.failed"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}

/// Sent when a background response has been interrupted.
///
/// - Schema: `#/components/schemas/WebhookResponseIncomplete`
public struct WebhookResponseIncomplete: Codable, Hashable, Sendable {
    /// The Unix timestamp (in seconds) of when the model response was interrupted.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookResponseIncomplete.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `response.incomplete`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookResponseIncomplete.DataValue
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = "event"
        self.type = "response.incomplete"
    }

    /// Event data payload.
    public struct DataValue: Codable, Hashable, Sendable {
        /// The unique ID of the model response.
        public var id: String

        public init(
            id: String
        ) {
            self.id = id
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case id
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id
        case data
        case object
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.data = try container.decodeRequired(WebhookResponseIncomplete.DataValue.self, forKey: .data, in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: .object)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "response.incomplete"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.object, forKey: .object)
        try container.encode(self.type, forKey: .type)
    }
}
