// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool call objects
///
/// - Schema: `#/components/schemas/RunToolCallObject`
public nonisolated struct RunToolCallObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the tool call. This ID must be referenced when you submit the tool outputs in using the [Submit tool outputs to run](https://platform.openai.com/docs/api-reference/runs/submitToolOutputs) endpoint.
    public var id: String

    /// The type of tool call the output is required for. For now, this is always `function`.
    public var type: String

    /// The function definition.
    public var function: RunToolCallObject.Function

    public init(
        id: String,
        function: RunToolCallObject.Function
    ) {
        self.id = id
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            function: .emptyValue
        )
    }

    /// The function definition.
    public nonisolated struct Function: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the function.
        public var name: String

        /// The arguments that the model expects you to pass to the function.
        public var arguments: String

        public init(
            name: String,
            arguments: String
        ) {
            self.name = name
            self.arguments = arguments
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue,
                arguments: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
            self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
            try container.encode(self.arguments, forKey: "arguments")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.function = try container.decodeRequired(RunToolCallObject.Function.self, forKey: "function", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.function, forKey: "function")
    }
}
