// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/Batch`
public nonisolated struct Batch: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var id: String

    /// The object type, which is always `batch`.
    public var object: String

    /// The OpenAI API endpoint used by the batch.
    public var endpoint: String

    /// Model ID used to process the batch, like `gpt-5-2025-08-07`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model
    /// guide](https://platform.openai.com/docs/models) to browse and compare available models.
    public var model: String?

    public var errors: Batch.Errors?

    /// The ID of the input file for the batch.
    public var inputFileID: String

    /// The time frame within which the batch should be processed.
    public var completionWindow: String

    /// The current status of the batch.
    public var status: Batch.Status

    /// The ID of the file containing the outputs of successfully executed requests.
    public var outputFileID: String?

    /// The ID of the file containing the outputs of requests with errors.
    public var errorFileID: String?

    /// The Unix timestamp (in seconds) for when the batch was created.
    public var createdAt: Int

    /// The Unix timestamp (in seconds) for when the batch started processing.
    public var inProgressAt: Int?

    /// The Unix timestamp (in seconds) for when the batch will expire.
    public var expiresAt: Int?

    /// The Unix timestamp (in seconds) for when the batch started finalizing.
    public var finalizingAt: Int?

    /// The Unix timestamp (in seconds) for when the batch was completed.
    public var completedAt: Int?

    /// The Unix timestamp (in seconds) for when the batch failed.
    public var failedAt: Int?

    /// The Unix timestamp (in seconds) for when the batch expired.
    public var expiredAt: Int?

    /// The Unix timestamp (in seconds) for when the batch started cancelling.
    public var cancellingAt: Int?

    /// The Unix timestamp (in seconds) for when the batch was cancelled.
    public var cancelledAt: Int?

    public var requestCounts: BatchRequestCounts?

    /// Represents token usage details including input tokens, output tokens, a
    /// breakdown of output tokens, and the total tokens used. Only populated on
    /// batches created after September 7, 2025.
    public var usage: Batch.Usage?

    public var metadata: _OpenAIShared.Metadata?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        endpoint: String,
        inputFileID: String,
        completionWindow: String,
        status: Batch.Status,
        createdAt: Int,
        model: String? = nil,
        errors: Batch.Errors? = nil,
        outputFileID: String? = nil,
        errorFileID: String? = nil,
        inProgressAt: Int? = nil,
        expiresAt: Int? = nil,
        finalizingAt: Int? = nil,
        completedAt: Int? = nil,
        failedAt: Int? = nil,
        expiredAt: Int? = nil,
        cancellingAt: Int? = nil,
        cancelledAt: Int? = nil,
        requestCounts: BatchRequestCounts? = nil,
        usage: Batch.Usage? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.id = id
        self.object = "batch"
        self.endpoint = endpoint
        self.model = model
        self.errors = errors
        self.inputFileID = inputFileID
        self.completionWindow = completionWindow
        self.status = status
        self.outputFileID = outputFileID
        self.errorFileID = errorFileID
        self.createdAt = createdAt
        self.inProgressAt = inProgressAt
        self.expiresAt = expiresAt
        self.finalizingAt = finalizingAt
        self.completedAt = completedAt
        self.failedAt = failedAt
        self.expiredAt = expiredAt
        self.cancellingAt = cancellingAt
        self.cancelledAt = cancelledAt
        self.requestCounts = requestCounts
        self.usage = usage
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            endpoint: .emptyValue,
            inputFileID: .emptyValue,
            completionWindow: .emptyValue,
            status: .emptyValue,
            createdAt: .emptyValue
        )
    }

    public nonisolated struct Errors: Codable, Equatable, Sendable, EmptyDecodable {
        /// The object type, which is always `list`.
        public var object: String?

        public var data: [BatchError]?

        public init(
            object: String? = nil,
            data: [BatchError]? = nil
        ) {
            self.object = object
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.object = try container.decodeIfPresent(String.self, forKey: "object")
            self.data = try container.decodeIfPresent([BatchError].self, forKey: "data")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.object, forKey: "object")
            try container.encodeIfPresent(self.data, forKey: "data")
        }
    }

    /// The current status of the batch.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case validating
        case failed
        case inProgress
        case finalizing
        case completed
        case expired
        case cancelling
        case cancelled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "validating": self = .validating
            case "failed": self = .failed
            case "in_progress": self = .inProgress
            case "finalizing": self = .finalizing
            case "completed": self = .completed
            case "expired": self = .expired
            case "cancelling": self = .cancelling
            case "cancelled": self = .cancelled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .validating: "validating"
            case .failed: "failed"
            case .inProgress: "in_progress"
            case .finalizing: "finalizing"
            case .completed: "completed"
            case .expired: "expired"
            case .cancelling: "cancelling"
            case .cancelled: "cancelled"
            case .unknown(let value): value
            }
        }
    }

    /// Represents token usage details including input tokens, output tokens, a
    /// breakdown of output tokens, and the total tokens used. Only populated on
    /// batches created after September 7, 2025.
    public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable {
        /// The number of input tokens.
        public var inputTokens: Int

        /// A detailed breakdown of the input tokens.
        public var inputTokensDetails: Batch.Usage.InputTokensDetails

        /// The number of output tokens.
        public var outputTokens: Int

        /// A detailed breakdown of the output tokens.
        public var outputTokensDetails: Batch.Usage.OutputTokensDetails

        /// The total number of tokens used.
        public var totalTokens: Int

        public init(
            inputTokens: Int,
            inputTokensDetails: Batch.Usage.InputTokensDetails,
            outputTokens: Int,
            outputTokensDetails: Batch.Usage.OutputTokensDetails,
            totalTokens: Int
        ) {
            self.inputTokens = inputTokens
            self.inputTokensDetails = inputTokensDetails
            self.outputTokens = outputTokens
            self.outputTokensDetails = outputTokensDetails
            self.totalTokens = totalTokens
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                inputTokens: .emptyValue,
                inputTokensDetails: .emptyValue,
                outputTokens: .emptyValue,
                outputTokensDetails: .emptyValue,
                totalTokens: .emptyValue
            )
        }

        /// A detailed breakdown of the input tokens.
        public nonisolated struct InputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
            /// The number of tokens that were retrieved from the cache. [More on
            /// prompt caching](https://platform.openai.com/docs/guides/prompt-caching).
            public var cachedTokens: Int

            public init(
                cachedTokens: Int
            ) {
                self.cachedTokens = cachedTokens
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    cachedTokens: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.cachedTokens = try container.decodeRequired(Int.self, forKey: "cached_tokens", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.cachedTokens, forKey: "cached_tokens")
            }
        }

        /// A detailed breakdown of the output tokens.
        public nonisolated struct OutputTokensDetails: Codable, Equatable, Sendable, EmptyDecodable {
            /// The number of reasoning tokens.
            public var reasoningTokens: Int

            public init(
                reasoningTokens: Int
            ) {
                self.reasoningTokens = reasoningTokens
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    reasoningTokens: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.reasoningTokens = try container.decodeRequired(Int.self, forKey: "reasoning_tokens", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.reasoningTokens, forKey: "reasoning_tokens")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
            self.inputTokensDetails = try container.decodeRequired(Batch.Usage.InputTokensDetails.self, forKey: "input_tokens_details", in: decoder)
            self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
            self.outputTokensDetails = try container.decodeRequired(Batch.Usage.OutputTokensDetails.self, forKey: "output_tokens_details", in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.inputTokens, forKey: "input_tokens")
            try container.encode(self.inputTokensDetails, forKey: "input_tokens_details")
            try container.encode(self.outputTokens, forKey: "output_tokens")
            try container.encode(self.outputTokensDetails, forKey: "output_tokens_details")
            try container.encode(self.totalTokens, forKey: "total_tokens")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "batch")
        self.endpoint = try container.decodeRequired(String.self, forKey: "endpoint", in: decoder)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.errors = try container.decodeIfPresent(Batch.Errors.self, forKey: "errors")
        self.inputFileID = try container.decodeRequired(String.self, forKey: "input_file_id", in: decoder)
        self.completionWindow = try container.decodeRequired(String.self, forKey: "completion_window", in: decoder)
        self.status = try container.decodeRequired(Batch.Status.self, forKey: "status", in: decoder)
        self.outputFileID = try container.decodeIfPresent(String.self, forKey: "output_file_id")
        self.errorFileID = try container.decodeIfPresent(String.self, forKey: "error_file_id")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.inProgressAt = try container.decodeIfPresent(Int.self, forKey: "in_progress_at")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.finalizingAt = try container.decodeIfPresent(Int.self, forKey: "finalizing_at")
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.failedAt = try container.decodeIfPresent(Int.self, forKey: "failed_at")
        self.expiredAt = try container.decodeIfPresent(Int.self, forKey: "expired_at")
        self.cancellingAt = try container.decodeIfPresent(Int.self, forKey: "cancelling_at")
        self.cancelledAt = try container.decodeIfPresent(Int.self, forKey: "cancelled_at")
        self.requestCounts = try container.decodeIfPresent(BatchRequestCounts.self, forKey: "request_counts")
        self.usage = try container.decodeIfPresent(Batch.Usage.self, forKey: "usage")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.endpoint, forKey: "endpoint")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.errors, forKey: "errors")
        try container.encode(self.inputFileID, forKey: "input_file_id")
        try container.encode(self.completionWindow, forKey: "completion_window")
        try container.encode(self.status, forKey: "status")
        try container.encodeIfPresent(self.outputFileID, forKey: "output_file_id")
        try container.encodeIfPresent(self.errorFileID, forKey: "error_file_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.inProgressAt, forKey: "in_progress_at")
        try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        try container.encodeIfPresent(self.finalizingAt, forKey: "finalizing_at")
        try container.encodeIfPresent(self.completedAt, forKey: "completed_at")
        try container.encodeIfPresent(self.failedAt, forKey: "failed_at")
        try container.encodeIfPresent(self.expiredAt, forKey: "expired_at")
        try container.encodeIfPresent(self.cancellingAt, forKey: "cancelling_at")
        try container.encodeIfPresent(self.cancelledAt, forKey: "cancelled_at")
        try container.encodeIfPresent(self.requestCounts, forKey: "request_counts")
        try container.encodeIfPresent(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == Batch {
    public static var metadata: Self { Self("metadata") }
}
