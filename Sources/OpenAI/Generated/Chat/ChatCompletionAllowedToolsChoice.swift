// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains the tools available to the model to a pre-defined set.
///
/// - Schema: `#/components/schemas/ChatCompletionAllowedToolsChoice`
public nonisolated struct ChatCompletionAllowedToolsChoice: Codable, Equatable, Sendable, EmptyDecodable {
    /// Allowed tool configuration type. Always `allowed_tools`.
    public var type: String

    public var allowedTools: ChatCompletionAllowedTools

    public init(
        allowedTools: ChatCompletionAllowedTools
    ) {
        self.type = "allowed_tools"
        self.allowedTools = allowedTools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedTools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allowed_tools")
        self.allowedTools = try container.decodeRequired(ChatCompletionAllowedTools.self, forKey: "allowed_tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.allowedTools, forKey: "allowed_tools")
    }
}
