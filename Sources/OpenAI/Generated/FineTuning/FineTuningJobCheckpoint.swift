// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The `fine_tuning.job.checkpoint` object represents a model checkpoint for a fine-tuning job that is ready to use.
///
/// - Schema: `#/components/schemas/FineTuningJobCheckpoint`
public nonisolated struct FineTuningJobCheckpoint: Codable, Equatable, Sendable, EmptyDecodable {
    /// The checkpoint identifier, which can be referenced in the API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) for when the checkpoint was created.
    public var createdAt: Int

    /// The name of the fine-tuned checkpoint model that is created.
    public var fineTunedModelCheckpoint: String

    /// The step number that the checkpoint was created at.
    public var stepNumber: Int

    /// Metrics at the step number during the fine-tuning job.
    public var metrics: FineTuningJobCheckpoint.Metrics

    /// The name of the fine-tuning job that this checkpoint was created from.
    public var fineTuningJobID: String

    /// The object type, which is always "fine_tuning.job.checkpoint".
    public var object: String

    public init(
        id: String,
        createdAt: Int,
        fineTunedModelCheckpoint: String,
        stepNumber: Int,
        metrics: FineTuningJobCheckpoint.Metrics,
        fineTuningJobID: String
    ) {
        self.id = id
        self.createdAt = createdAt
        self.fineTunedModelCheckpoint = fineTunedModelCheckpoint
        self.stepNumber = stepNumber
        self.metrics = metrics
        self.fineTuningJobID = fineTuningJobID
        self.object = "fine_tuning.job.checkpoint"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            fineTunedModelCheckpoint: .emptyValue,
            stepNumber: .emptyValue,
            metrics: .emptyValue,
            fineTuningJobID: .emptyValue
        )
    }

    /// Metrics at the step number during the fine-tuning job.
    public nonisolated struct Metrics: Codable, Equatable, Sendable, EmptyDecodable {
        public var step: Double?

        public var trainLoss: Double?

        public var trainMeanTokenAccuracy: Double?

        public var validLoss: Double?

        public var validMeanTokenAccuracy: Double?

        public var fullValidLoss: Double?

        public var fullValidMeanTokenAccuracy: Double?

        public init(
            step: Double? = nil,
            trainLoss: Double? = nil,
            trainMeanTokenAccuracy: Double? = nil,
            validLoss: Double? = nil,
            validMeanTokenAccuracy: Double? = nil,
            fullValidLoss: Double? = nil,
            fullValidMeanTokenAccuracy: Double? = nil
        ) {
            self.step = step
            self.trainLoss = trainLoss
            self.trainMeanTokenAccuracy = trainMeanTokenAccuracy
            self.validLoss = validLoss
            self.validMeanTokenAccuracy = validMeanTokenAccuracy
            self.fullValidLoss = fullValidLoss
            self.fullValidMeanTokenAccuracy = fullValidMeanTokenAccuracy
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.step = try container.decodeIfPresent(Double.self, forKey: "step")
            self.trainLoss = try container.decodeIfPresent(Double.self, forKey: "train_loss")
            self.trainMeanTokenAccuracy = try container.decodeIfPresent(Double.self, forKey: "train_mean_token_accuracy")
            self.validLoss = try container.decodeIfPresent(Double.self, forKey: "valid_loss")
            self.validMeanTokenAccuracy = try container.decodeIfPresent(Double.self, forKey: "valid_mean_token_accuracy")
            self.fullValidLoss = try container.decodeIfPresent(Double.self, forKey: "full_valid_loss")
            self.fullValidMeanTokenAccuracy = try container.decodeIfPresent(Double.self, forKey: "full_valid_mean_token_accuracy")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.step, forKey: "step")
            try container.encodeIfPresent(self.trainLoss, forKey: "train_loss")
            try container.encodeIfPresent(self.trainMeanTokenAccuracy, forKey: "train_mean_token_accuracy")
            try container.encodeIfPresent(self.validLoss, forKey: "valid_loss")
            try container.encodeIfPresent(self.validMeanTokenAccuracy, forKey: "valid_mean_token_accuracy")
            try container.encodeIfPresent(self.fullValidLoss, forKey: "full_valid_loss")
            try container.encodeIfPresent(self.fullValidMeanTokenAccuracy, forKey: "full_valid_mean_token_accuracy")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.fineTunedModelCheckpoint = try container.decodeRequired(String.self, forKey: "fine_tuned_model_checkpoint", in: decoder)
        self.stepNumber = try container.decodeRequired(Int.self, forKey: "step_number", in: decoder)
        self.metrics = try container.decodeRequired(FineTuningJobCheckpoint.Metrics.self, forKey: "metrics", in: decoder)
        self.fineTuningJobID = try container.decodeRequired(String.self, forKey: "fine_tuning_job_id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "fine_tuning.job.checkpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.fineTunedModelCheckpoint, forKey: "fine_tuned_model_checkpoint")
        try container.encode(self.stepNumber, forKey: "step_number")
        try container.encode(self.metrics, forKey: "metrics")
        try container.encode(self.fineTuningJobID, forKey: "fine_tuning_job_id")
        try container.encode(self.object, forKey: "object")
    }
}
