// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will use the specified tool with `tool_choice.name`.
///
/// - Schema: `#/components/schemas/ToolChoiceTool`
public nonisolated struct ToolChoiceTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to disable parallel tool use.
    ///
    /// Defaults to `false`. If set to `true`, the model will output exactly one tool use.
    public var disableParallelToolUse: Bool?

    /// The name of the tool to use.
    public var name: String

    /// Type
    public var type: String

    public init(
        name: String,
        disableParallelToolUse: Bool? = nil
    ) {
        self.disableParallelToolUse = disableParallelToolUse
        self.name = name
        self.type = "tool"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.disableParallelToolUse = try container.decodeIfPresent(Bool.self, forKey: "disable_parallel_tool_use")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.disableParallelToolUse, forKey: "disable_parallel_tool_use")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
