// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An asynchronous job that reads a memory store and session transcripts and writes consolidated memories into an output memory store (a new one unless `output_behavior` names an existing one). Research preview: the shapes may change.
///
/// - Schema: `#/components/schemas/BetaDream`
public nonisolated struct BetaDream: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String

    public var archivedAt: BetaTimestamp?

    public var createdAt: BetaTimestamp

    public var endedAt: BetaTimestamp?

    /// Why the dream failed, when `status` is `failed`.
    public var error: BetaDreamError?

    public var inputs: [BetaDreamInput]

    public var instructions: String?

    public var model: BetaDreamModelConfig

    public var outputBehavior: BetaOutputBehavior

    public var outputs: [BetaDreamOutput]

    public var sessionID: String?

    public var status: BetaDreamStatus

    public var type: String

    public var usage: BetaDreamUsage

    public init(
        id: String,
        archivedAt: BetaTimestamp?,
        createdAt: BetaTimestamp,
        endedAt: BetaTimestamp?,
        error: BetaDreamError?,
        inputs: [BetaDreamInput],
        instructions: String?,
        model: BetaDreamModelConfig,
        outputBehavior: BetaOutputBehavior,
        outputs: [BetaDreamOutput],
        sessionID: String?,
        status: BetaDreamStatus,
        usage: BetaDreamUsage
    ) {
        self.id = id
        self.archivedAt = archivedAt
        self.createdAt = createdAt
        self.endedAt = endedAt
        self.error = error
        self.inputs = inputs
        self.instructions = instructions
        self.model = model
        self.outputBehavior = outputBehavior
        self.outputs = outputs
        self.sessionID = sessionID
        self.status = status
        self.type = "dream"
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            archivedAt: nil,
            createdAt: .emptyValue,
            endedAt: nil,
            error: nil,
            inputs: .emptyValue,
            instructions: nil,
            model: .emptyValue,
            outputBehavior: .emptyValue,
            outputs: .emptyValue,
            sessionID: nil,
            status: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.archivedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "archived_at")
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.endedAt = try container.decodeIfPresent(BetaTimestamp.self, forKey: "ended_at")
        self.error = try container.decodeIfPresent(BetaDreamError.self, forKey: "error")
        self.inputs = try container.decodeRequired([BetaDreamInput].self, forKey: "inputs", in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeRequired(BetaDreamModelConfig.self, forKey: "model", in: decoder)
        self.outputBehavior = try container.decodeRequired(BetaOutputBehavior.self, forKey: "output_behavior", in: decoder)
        self.outputs = try container.decodeRequired([BetaDreamOutput].self, forKey: "outputs", in: decoder)
        self.sessionID = try container.decodeIfPresent(String.self, forKey: "session_id")
        self.status = try container.decodeRequired(BetaDreamStatus.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "dream")
        self.usage = try container.decodeRequired(BetaDreamUsage.self, forKey: "usage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.archivedAt, forKey: "archived_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.endedAt, forKey: "ended_at")
        try container.encode(self.error, forKey: "error")
        try container.encode(self.inputs, forKey: "inputs")
        try container.encode(self.instructions, forKey: "instructions")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.outputBehavior, forKey: "output_behavior")
        try container.encode(self.outputs, forKey: "outputs")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.usage, forKey: "usage")
    }
}
