// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An outcome the agent should work toward. The agent begins work on receipt.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentUserDefineOutcomeEvent`
public nonisolated struct BetaManagedAgentsDeploymentUserDefineOutcomeEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the agent should produce. This is the task specification.
    public var description: String

    /// Eval→revision cycles before giving up. Default 3, max 20.
    public var maxIterations: Int?

    /// How to grade the outcome. Text or file reference.
    public var rubric: BetaManagedAgentsDeploymentUserDefineOutcomeEventRubric

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        description: String,
        rubric: BetaManagedAgentsDeploymentUserDefineOutcomeEventRubric,
        maxIterations: Int? = nil
    ) {
        self.description = description
        self.maxIterations = maxIterations
        self.rubric = rubric
        self.type = "user.define_outcome"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            description: .emptyValue,
            rubric: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.maxIterations = try container.decodeIfPresent(Int.self, forKey: "max_iterations")
        self.rubric = try container.decodeRequired(BetaManagedAgentsDeploymentUserDefineOutcomeEventRubric.self, forKey: "rubric", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.define_outcome")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.description, forKey: "description")
        try container.encodeIfPresent(self.maxIterations, forKey: "max_iterations")
        try container.encode(self.rubric, forKey: "rubric")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsDeploymentUserDefineOutcomeEvent {
    public static var maxIterations: Self { Self("max_iterations") }
}
