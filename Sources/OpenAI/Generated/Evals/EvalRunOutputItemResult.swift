// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A single grader result for an evaluation run output item.
///
/// - Schema: `#/components/schemas/EvalRunOutputItemResult`
public nonisolated struct EvalRunOutputItemResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the grader.
    public var name: String

    /// The grader type (for example, "string-check-grader").
    public var type: String?

    /// The numeric score produced by the grader.
    public var score: Double

    /// Whether the grader considered the output a pass.
    public var passed: Bool

    /// Optional sample or intermediate data produced by the grader.
    public var sample: JSONValue?

    /// Members not declared by the spec (`additionalProperties`).
    public var additionalProperties: [String: JSONValue]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        score: Double,
        passed: Bool,
        type: String? = nil,
        sample: JSONValue? = nil,
        additionalProperties: [String: JSONValue] = [:]
    ) {
        self.name = name
        self.type = type
        self.score = score
        self.passed = passed
        self.sample = sample
        self.additionalProperties = additionalProperties
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            score: .emptyValue,
            passed: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: "type")
        self.score = try container.decodeRequired(Double.self, forKey: "score", in: decoder)
        self.passed = try container.decodeRequired(Bool.self, forKey: "passed", in: decoder)
        self.sample = try container.decodeIfPresent(JSONValue.self, forKey: "sample")
        self.additionalProperties = try AdditionalMembers.decode(from: decoder, excluding: ["name", "type", "score", "passed", "sample"])
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encode(self.score, forKey: "score")
        try container.encode(self.passed, forKey: "passed")
        try container.encodeIfPresent(self.sample, forKey: "sample")
        try AdditionalMembers.encode(additionalProperties, to: encoder)
    }
}

nonisolated extension NullableMember where Owner == EvalRunOutputItemResult {
    public static var sample: Self { Self("sample") }
}
