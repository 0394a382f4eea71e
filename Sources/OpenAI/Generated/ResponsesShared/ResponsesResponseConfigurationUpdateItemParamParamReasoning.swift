// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Updates to reasoning configuration. Only effort is supported.
///
/// - Schema: `#/components/schemas/ResponsesResponseConfigurationUpdateItemParamParamReasoning`
public nonisolated struct ResponsesResponseConfigurationUpdateItemParamParamReasoning: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The reasoning effort to use for subsequent responses until another configuration
    /// update replaces it.
    public var effort: ReasoningEffortReasoningEffort?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effort: ReasoningEffortReasoningEffort? = nil
    ) {
        self.effort = effort
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(ReasoningEffortReasoningEffort.self, forKey: "effort")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effort, forKey: "effort")
    }
}

nonisolated extension NullableMember where Owner == ResponsesResponseConfigurationUpdateItemParamParamReasoning {
    public static var effort: Self { Self("effort") }
}
