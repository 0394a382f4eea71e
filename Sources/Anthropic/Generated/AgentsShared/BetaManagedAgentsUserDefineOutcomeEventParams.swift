// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for defining an outcome the agent should work toward. The agent begins work on receipt.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserDefineOutcomeEventParams`
public nonisolated struct BetaManagedAgentsUserDefineOutcomeEventParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// What the agent should produce. This is the task specification.
    public var description: String

    /// How to grade the outcome. Text or file reference.
    public var rubric: BetaManagedAgentsRubricParams

    /// Eval→revision cycles before giving up. Default 3, max 20.
    public var maxIterations: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        description: String,
        rubric: BetaManagedAgentsRubricParams,
        maxIterations: Int? = nil
    ) {
        self.type = "user.define_outcome"
        self.description = description
        self.rubric = rubric
        self.maxIterations = maxIterations
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.define_outcome")
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.rubric = try container.decodeRequired(BetaManagedAgentsRubricParams.self, forKey: "rubric", in: decoder)
        self.maxIterations = try container.decodeIfPresent(Int.self, forKey: "max_iterations")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.rubric, forKey: "rubric")
        try container.encodeIfPresent(self.maxIterations, forKey: "max_iterations")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUserDefineOutcomeEventParams {
    public static var maxIterations: Self { Self("max_iterations") }
}
