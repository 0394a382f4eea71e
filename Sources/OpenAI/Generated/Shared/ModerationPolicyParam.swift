// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The policy to apply to moderated response input and output.
///
/// - Schema: `#/components/schemas/ModerationPolicyParam`
public struct ModerationPolicyParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var input: ModerationConfigParam?

    public var output: ModerationConfigParam?

    public init(
        input: ModerationConfigParam? = nil,
        output: ModerationConfigParam? = nil
    ) {
        self.input = input
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeIfPresent(ModerationConfigParam.self, forKey: "input")
        self.output = try container.decodeIfPresent(ModerationConfigParam.self, forKey: "output")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.output, forKey: "output")
    }
}
