// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies a tool the model should use. Use to force the model to call a specific function.
///
/// - Schema: `#/components/schemas/ChatCompletionNamedToolChoice`
public nonisolated struct ChatCompletionNamedToolChoice: Codable, Equatable, Sendable, EmptyDecodable {
    /// For function calling, the type is always `function`.
    public var type: String

    public var function: ChatCompletionNamedToolChoice.Function

    public init(
        function: ChatCompletionNamedToolChoice.Function
    ) {
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            function: .emptyValue
        )
    }

    public nonisolated struct Function: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the function to call.
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.function = try container.decodeRequired(ChatCompletionNamedToolChoice.Function.self, forKey: "function", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.function, forKey: "function")
    }
}
