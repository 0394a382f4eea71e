// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies a tool the model should use. Use to force the model to call a specific custom tool.
///
/// - Schema: `#/components/schemas/ChatCompletionNamedToolChoiceCustom`
public nonisolated struct ChatCompletionNamedToolChoiceCustom: Codable, Equatable, Sendable, EmptyDecodable {
    /// For custom tool calling, the type is always `custom`.
    public var type: String

    public var custom: ChatCompletionNamedToolChoiceCustom.Custom

    public init(
        custom: ChatCompletionNamedToolChoiceCustom.Custom
    ) {
        self.type = "custom"
        self.custom = custom
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            custom: .emptyValue
        )
    }

    public nonisolated struct Custom: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the custom tool to call.
        public var name: String

        public init(
            name: String
        ) {
            self.name = name
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
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.custom = try container.decodeRequired(ChatCompletionNamedToolChoiceCustom.Custom.self, forKey: "custom", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.custom, forKey: "custom")
    }
}
