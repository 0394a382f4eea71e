// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// OutputConfig
///
/// - Schema: `#/components/schemas/BetaOutputConfig`
public nonisolated struct BetaOutputConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How much effort the model should put into its response. Higher effort levels may result in more thorough analysis but take longer.
    ///
    /// Valid values are `low`, `medium`, `high`, `xhigh`, or `max`.
    public var effort: EffortLevel?

    /// A schema to specify Claude's output format in responses. See [structured outputs](https://platform.claude.com/docs/en/build-with-claude/structured-outputs)
    public var format: JsonOutputFormat?

    /// Configuration for token budget tracking across contexts.
    public var taskBudget: BetaTokenTaskBudget?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effort: EffortLevel? = nil,
        format: JsonOutputFormat? = nil,
        taskBudget: BetaTokenTaskBudget? = nil
    ) {
        self.effort = effort
        self.format = format
        self.taskBudget = taskBudget
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(EffortLevel.self, forKey: "effort")
        self.format = try container.decodeIfPresent(JsonOutputFormat.self, forKey: "format")
        self.taskBudget = try container.decodeIfPresent(BetaTokenTaskBudget.self, forKey: "task_budget")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effort, forKey: "effort")
        try container.encodeIfPresent(self.format, forKey: "format")
        try container.encodeIfPresent(self.taskBudget, forKey: "task_budget")
    }
}

nonisolated extension NullableMember where Owner == BetaOutputConfig {
    public static var effort: Self { Self("effort") }
    public static var format: Self { Self("format") }
    public static var taskBudget: Self { Self("task_budget") }
}
