// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaCreateDreamParams`
public nonisolated struct BetaCreateDreamParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the dream reads.
    public var inputs: [BetaDreamInput]

    public var model: BetaDreamModelParams

    public var instructions: String?

    public var outputBehavior: BetaOutputBehavior?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputs: [BetaDreamInput],
        model: BetaDreamModelParams,
        instructions: String? = nil,
        outputBehavior: BetaOutputBehavior? = nil
    ) {
        self.inputs = inputs
        self.model = model
        self.instructions = instructions
        self.outputBehavior = outputBehavior
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputs: .emptyValue,
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.inputs = try container.decodeRequired([BetaDreamInput].self, forKey: "inputs", in: decoder)
        self.model = try container.decodeRequired(BetaDreamModelParams.self, forKey: "model", in: decoder)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.outputBehavior = try container.decodeIfPresent(BetaOutputBehavior.self, forKey: "output_behavior")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.inputs, forKey: "inputs")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.outputBehavior, forKey: "output_behavior")
    }
}

nonisolated extension NullableMember where Owner == BetaCreateDreamParams {
    public static var instructions: Self { Self("instructions") }
}
// MARK: - String arguments

nonisolated extension BetaCreateDreamParams {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        inputs: [BetaDreamInput],
        model: String,
        instructions: String? = nil,
        outputBehavior: BetaOutputBehavior? = nil
    ) {
        self.init(
            inputs: inputs,
            model: BetaDreamModelParams.string(model),
            instructions: instructions,
            outputBehavior: outputBehavior
        )
    }
}
