// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Function tool call
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFunctionObject`
public nonisolated struct RunStepDetailsToolCallsFunctionObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the tool call object.
    public var id: String

    /// The type of tool call. This is always going to be `function` for this type of tool call.
    public var type: String

    /// The definition of the function that was called.
    public var function: RunStepDetailsToolCallsFunctionObject.Function

    public init(
        id: String,
        function: RunStepDetailsToolCallsFunctionObject.Function
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

    /// The definition of the function that was called.
    public nonisolated struct Function: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the function.
        public var name: String

        /// The arguments passed to the function.
        public var arguments: String

        public var output: String?

        public init(
            name: String,
            arguments: String,
            output: String?
        ) {
            self.name = name
            self.arguments = arguments
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                name: .emptyValue,
                arguments: .emptyValue,
                output: nil
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
            self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
            self.output = try container.decodeIfPresent(String.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.name, forKey: "name")
            try container.encode(self.arguments, forKey: "arguments")
            try container.encode(self.output, forKey: "output")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.function = try container.decodeRequired(RunStepDetailsToolCallsFunctionObject.Function.self, forKey: "function", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.function, forKey: "function")
    }
}
