// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for running moderation on the input and output of this response.
///
/// - Schema: `#/components/schemas/ModerationParam`
public nonisolated struct ModerationParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The moderation model to use for moderated completions, e.g. 'omni-moderation-latest'.
    public var model: String

    public var policy: ModerationPolicyParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: String,
        policy: ModerationPolicyParam? = nil
    ) {
        self.model = model
        self.policy = policy
        self.nullNames = []
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
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.policy, forKey: "policy")
    }
}

nonisolated extension NullableMember where Owner == ModerationParam {
    public static var policy: Self { Self("policy") }
}
