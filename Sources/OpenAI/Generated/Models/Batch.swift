// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Batch`
public struct Batch: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String

    /// The object type, which is always `batch`.
    public var object: String

    /// The OpenAI API endpoint used by the batch.
    public var endpoint: String

    /// Model ID used to process the batch, like `gpt-5-2025-08-07`. OpenAI
    /// offers a wide range of models with different capabilities, performance
    /// characteristics, and price points. Refer to the [model
    /// guide](/docs/models) to browse and compare available models.
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

    public var metadata: OpenAI.Metadata?

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
        metadata: OpenAI.Metadata? = nil
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

    public struct Errors: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case object
            case data
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.object = try container.decodeIfPresent(String.self, forKey: .object)
            self.data = try container.decodeIfPresent([BatchError].self, forKey: .data)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.object, forKey: .object)
            try container.encodeIfPresent(self.data, forKey: .data)
        }
    }

    /// The current status of the batch.
    public enum Status: OpenEnum, EmptyDecodable {
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
    public struct Usage: Codable, Hashable, Sendable, EmptyDecodable {
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
        public struct InputTokensDetails: Codable, Hashable, Sendable, EmptyDecodable {
            /// The number of tokens that were retrieved from the cache. [More on
            /// prompt caching](/docs/guides/prompt-caching).
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

            enum CodingKeys: String, CodingKey {
                case cachedTokens = "cached_tokens"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.cachedTokens = try container.decodeRequired(Int.self, forKey: .cachedTokens, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.cachedTokens, forKey: .cachedTokens)
            }
        }

        /// A detailed breakdown of the output tokens.
        public struct OutputTokensDetails: Codable, Hashable, Sendable, EmptyDecodable {
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

            enum CodingKeys: String, CodingKey {
                case reasoningTokens = "reasoning_tokens"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.reasoningTokens = try container.decodeRequired(Int.self, forKey: .reasoningTokens, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.reasoningTokens, forKey: .reasoningTokens)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case inputTokensDetails = "input_tokens_details"
            case outputTokens = "output_tokens"
            case outputTokensDetails = "output_tokens_details"
            case totalTokens = "total_tokens"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
            self.inputTokensDetails = try container.decodeRequired(Batch.Usage.InputTokensDetails.self, forKey: .inputTokensDetails, in: decoder)
            self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
            self.outputTokensDetails = try container.decodeRequired(Batch.Usage.OutputTokensDetails.self, forKey: .outputTokensDetails, in: decoder)
            self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.inputTokens, forKey: .inputTokens)
            try container.encode(self.inputTokensDetails, forKey: .inputTokensDetails)
            try container.encode(self.outputTokens, forKey: .outputTokens)
            try container.encode(self.outputTokensDetails, forKey: .outputTokensDetails)
            try container.encode(self.totalTokens, forKey: .totalTokens)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case endpoint
        case model
        case errors
        case inputFileID = "input_file_id"
        case completionWindow = "completion_window"
        case status
        case outputFileID = "output_file_id"
        case errorFileID = "error_file_id"
        case createdAt = "created_at"
        case inProgressAt = "in_progress_at"
        case expiresAt = "expires_at"
        case finalizingAt = "finalizing_at"
        case completedAt = "completed_at"
        case failedAt = "failed_at"
        case expiredAt = "expired_at"
        case cancellingAt = "cancelling_at"
        case cancelledAt = "cancelled_at"
        case requestCounts = "request_counts"
        case usage
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "batch")
        self.endpoint = try container.decodeRequired(String.self, forKey: .endpoint, in: decoder)
        self.model = try container.decodeIfPresent(String.self, forKey: .model)
        self.errors = try container.decodeIfPresent(Batch.Errors.self, forKey: .errors)
        self.inputFileID = try container.decodeRequired(String.self, forKey: .inputFileID, in: decoder)
        self.completionWindow = try container.decodeRequired(String.self, forKey: .completionWindow, in: decoder)
        self.status = try container.decodeRequired(Batch.Status.self, forKey: .status, in: decoder)
        self.outputFileID = try container.decodeIfPresent(String.self, forKey: .outputFileID)
        self.errorFileID = try container.decodeIfPresent(String.self, forKey: .errorFileID)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.inProgressAt = try container.decodeIfPresent(Int.self, forKey: .inProgressAt)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        self.finalizingAt = try container.decodeIfPresent(Int.self, forKey: .finalizingAt)
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: .completedAt)
        self.failedAt = try container.decodeIfPresent(Int.self, forKey: .failedAt)
        self.expiredAt = try container.decodeIfPresent(Int.self, forKey: .expiredAt)
        self.cancellingAt = try container.decodeIfPresent(Int.self, forKey: .cancellingAt)
        self.cancelledAt = try container.decodeIfPresent(Int.self, forKey: .cancelledAt)
        self.requestCounts = try container.decodeIfPresent(BatchRequestCounts.self, forKey: .requestCounts)
        self.usage = try container.decodeIfPresent(Batch.Usage.self, forKey: .usage)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.endpoint, forKey: .endpoint)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.errors, forKey: .errors)
        try container.encode(self.inputFileID, forKey: .inputFileID)
        try container.encode(self.completionWindow, forKey: .completionWindow)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.outputFileID, forKey: .outputFileID)
        try container.encodeIfPresent(self.errorFileID, forKey: .errorFileID)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encodeIfPresent(self.inProgressAt, forKey: .inProgressAt)
        try container.encodeIfPresent(self.expiresAt, forKey: .expiresAt)
        try container.encodeIfPresent(self.finalizingAt, forKey: .finalizingAt)
        try container.encodeIfPresent(self.completedAt, forKey: .completedAt)
        try container.encodeIfPresent(self.failedAt, forKey: .failedAt)
        try container.encodeIfPresent(self.expiredAt, forKey: .expiredAt)
        try container.encodeIfPresent(self.cancellingAt, forKey: .cancellingAt)
        try container.encodeIfPresent(self.cancelledAt, forKey: .cancelledAt)
        try container.encodeIfPresent(self.requestCounts, forKey: .requestCounts)
        try container.encodeIfPresent(self.usage, forKey: .usage)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// - Schema: `#/components/schemas/BatchError`
public struct BatchError: Codable, Hashable, Sendable, EmptyDecodable {
    /// An error code identifying the error type.
    public var code: String?

    /// A human-readable message providing more details about the error.
    public var message: String?

    public var param: String?

    public var line: Int?

    public init(
        code: String? = nil,
        message: String? = nil,
        param: String? = nil,
        line: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.param = param
        self.line = line
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case code
        case message
        case param
        case line
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.code = try container.decodeIfPresent(String.self, forKey: .code)
        self.message = try container.decodeIfPresent(String.self, forKey: .message)
        self.param = try container.decodeIfPresent(String.self, forKey: .param)
        self.line = try container.decodeIfPresent(Int.self, forKey: .line)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.code, forKey: .code)
        try container.encodeIfPresent(self.message, forKey: .message)
        try container.encodeIfPresent(self.param, forKey: .param)
        try container.encodeIfPresent(self.line, forKey: .line)
    }
}

/// The expiration policy for the output and/or error file that are generated for a batch.
///
/// - Schema: `#/components/schemas/BatchFileExpirationAfter`
public struct BatchFileExpirationAfter: Codable, Hashable, Sendable, EmptyDecodable {
    /// Anchor timestamp after which the expiration policy applies. Supported anchors: `created_at`. Note that the anchor is the file creation time, not the time the batch is created.
    public var anchor: String

    /// The number of seconds after the anchor time that the file will expire. Must be between 3600 (1 hour) and 2592000 (30 days).
    public var seconds: Int

    public init(
        seconds: Int
    ) {
        self.anchor = "created_at"
        self.seconds = seconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case anchor
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.anchor = try container.decodeRequired(String.self, forKey: .anchor, in: decoder, constant: "created_at")
        self.seconds = try container.decodeRequired(Int.self, forKey: .seconds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.anchor, forKey: .anchor)
        try container.encode(self.seconds, forKey: .seconds)
    }
}

/// The request counts for different statuses within the batch.
///
/// - Schema: `#/components/schemas/BatchRequestCounts`
public struct BatchRequestCounts: Codable, Hashable, Sendable, EmptyDecodable {
    /// Total number of requests in the batch.
    public var total: Int

    /// Number of requests that have been completed successfully.
    public var completed: Int

    /// Number of requests that have failed.
    public var failed: Int

    public init(
        total: Int,
        completed: Int,
        failed: Int
    ) {
        self.total = total
        self.completed = completed
        self.failed = failed
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            total: .emptyValue,
            completed: .emptyValue,
            failed: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case total
        case completed
        case failed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.total = try container.decodeRequired(Int.self, forKey: .total, in: decoder)
        self.completed = try container.decodeRequired(Int.self, forKey: .completed, in: decoder)
        self.failed = try container.decodeRequired(Int.self, forKey: .failed, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.total, forKey: .total)
        try container.encode(self.completed, forKey: .completed)
        try container.encode(self.failed, forKey: .failed)
    }
}
