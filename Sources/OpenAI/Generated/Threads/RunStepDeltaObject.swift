// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a run step delta i.e. any changed fields on a run step during streaming.
///
/// - Schema: `#/components/schemas/RunStepDeltaObject`
public nonisolated struct RunStepDeltaObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the run step, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.run.step.delta`.
    public var object: String

    public var delta: RunStepDeltaObjectDelta

    public init(
        id: String,
        delta: RunStepDeltaObjectDelta
    ) {
        self.id = id
        self.object = "thread.run.step.delta"
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            delta: .emptyValue
        )
    }

    /// Formerly a type of its own; the spec now names it `RunStepDeltaObjectDelta`.
    @available(*, deprecated, renamed: "RunStepDeltaObjectDelta")
    public typealias Delta = RunStepDeltaObjectDelta

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.run.step.delta")
        self.delta = try container.decodeRequired(RunStepDeltaObjectDelta.self, forKey: "delta", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.delta, forKey: "delta")
    }
}
