// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for running moderation on the input and output of this response.
///
/// - Schema: `#/components/schemas/ModerationParam`
public struct ModerationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The moderation model to use for moderated completions, e.g. 'omni-moderation-latest'.
    public var model: String

    public var policy: ModerationPolicyParam?

    public init(
        model: String,
        policy: ModerationPolicyParam? = nil
    ) {
        self.model = model
        self.policy = policy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.policy = try container.decodeIfPresent(ModerationPolicyParam.self, forKey: "policy")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.policy, forKey: "policy")
    }
}
