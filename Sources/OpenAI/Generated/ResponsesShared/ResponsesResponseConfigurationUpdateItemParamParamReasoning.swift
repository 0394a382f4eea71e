// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Updates to reasoning configuration. Only effort is supported.
///
/// - Schema: `#/components/schemas/ResponsesResponseConfigurationUpdateItemParamParamReasoning`
public struct ResponsesResponseConfigurationUpdateItemParamParamReasoning: Codable, Equatable, Sendable, EmptyDecodable {
    /// The reasoning effort to use for subsequent responses until another configuration
    /// update replaces it.
    public var effort: ReasoningEffortReasoningEffort?

    public init(
        effort: ReasoningEffortReasoningEffort? = nil
    ) {
        self.effort = effort
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(ReasoningEffortReasoningEffort.self, forKey: "effort")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.effort, forKey: "effort")
    }
}
