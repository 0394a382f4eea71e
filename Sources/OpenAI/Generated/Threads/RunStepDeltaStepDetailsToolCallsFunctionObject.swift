// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Function tool call
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsFunctionObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsFunctionObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the tool call in the tool calls array.
    public var index: Int

    /// The ID of the tool call object.
    public var id: String?

    /// The type of tool call. This is always going to be `function` for this type of tool call.
    public var type: String

    /// The definition of the function that was called.
    public var function: RunStepDeltaStepDetailsToolCallsFunctionObject.Function?

    public init(
        index: Int,
        id: String? = nil,
        function: RunStepDeltaStepDetailsToolCallsFunctionObject.Function? = nil
    ) {
        self.index = index
        self.id = id
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    /// The definition of the function that was called.
    public nonisolated struct Function: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The name of the function.
        public var name: String?

        /// The arguments passed to the function.
        public var arguments: String?

        public var output: String?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            name: String? = nil,
            arguments: String? = nil,
            output: String? = nil
        ) {
            self.name = name
            self.arguments = arguments
            self.output = output
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeIfPresent(String.self, forKey: "name")
            self.arguments = try container.decodeIfPresent(String.self, forKey: "arguments")
            self.output = try container.decodeIfPresent(String.self, forKey: "output")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.arguments, forKey: "arguments")
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.function = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsFunctionObject.Function.self, forKey: "function")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.function, forKey: "function")
    }
}

nonisolated extension NullableMember where Owner == RunStepDeltaStepDetailsToolCallsFunctionObject.Function {
    public static var output: Self { Self("output") }
}
