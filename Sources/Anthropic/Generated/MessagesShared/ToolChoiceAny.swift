// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will use any available tools.
///
/// - Schema: `#/components/schemas/ToolChoiceAny`
public nonisolated struct ToolChoiceAny: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to disable parallel tool use.
    ///
    /// Defaults to `false`. If set to `true`, the model will output exactly one tool use.
    public var disableParallelToolUse: Bool?

    /// Type
    public var type: String

    public init(
        disableParallelToolUse: Bool? = nil
    ) {
        self.disableParallelToolUse = disableParallelToolUse
        self.type = "any"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.disableParallelToolUse = try container.decodeIfPresent(Bool.self, forKey: "disable_parallel_tool_use")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "any")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.disableParallelToolUse, forKey: "disable_parallel_tool_use")
        try container.encode(self.type, forKey: "type")
    }
}
