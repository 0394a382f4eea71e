// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The policy to apply to moderated response input and output.
///
/// - Schema: `#/components/schemas/ModerationPolicyParam`
public nonisolated struct ModerationPolicyParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var input: ModerationConfigParam?

    public var output: ModerationConfigParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        input: ModerationConfigParam? = nil,
        output: ModerationConfigParam? = nil
    ) {
        self.input = input
        self.output = output
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeIfPresent(ModerationConfigParam.self, forKey: "input")
        self.output = try container.decodeIfPresent(ModerationConfigParam.self, forKey: "output")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.output, forKey: "output")
    }
}

nonisolated extension NullableMember where Owner == ModerationPolicyParam {
    public static var input: Self { Self("input") }
    public static var output: Self { Self("output") }
}
