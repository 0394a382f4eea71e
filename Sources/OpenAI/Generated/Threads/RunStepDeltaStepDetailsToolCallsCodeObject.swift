// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the Code Interpreter tool call the run step was involved in.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsCodeObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the tool call in the tool calls array.
    public var index: Int

    /// The ID of the tool call.
    public var id: String?

    /// The type of tool call. This is always going to be `code_interpreter` for this type of tool call.
    public var type: String

    /// The Code Interpreter tool call definition.
    public var codeInterpreter: RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter?

    public init(
        index: Int,
        id: String? = nil,
        codeInterpreter: RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter? = nil
    ) {
        self.index = index
        self.id = id
        self.type = "code_interpreter"
        self.codeInterpreter = codeInterpreter
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    /// The Code Interpreter tool call definition.
    public nonisolated struct CodeInterpreter: Codable, Equatable, Sendable, EmptyDecodable {
        /// The input to the Code Interpreter tool call.
        public var input: String?

        /// The outputs from the Code Interpreter tool call. Code Interpreter can output one or more items, including text (`logs`) or images (`image`). Each of these are represented by a different object type.
        public var outputs: [RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.Output]?

        public init(
            input: String? = nil,
            outputs: [RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.Output]? = nil
        ) {
            self.input = input
            self.outputs = outputs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `logs`
            case logs(RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject)
            /// - `type`: `image`
            case image(RunStepDeltaStepDetailsToolCallsCodeOutputImageObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "logs": self = .logs(try RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject(from: decoder)); return
                    case "image": self = .image(try RunStepDeltaStepDetailsToolCallsCodeOutputImageObject(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .logs(let value): try value.encode(to: encoder)
                case .image(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.input = try container.decodeIfPresent(String.self, forKey: "input")
            self.outputs = try container.decodeIfPresent([RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.Output].self, forKey: "outputs")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.input, forKey: "input")
            try container.encodeIfPresent(self.outputs, forKey: "outputs")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_interpreter")
        self.codeInterpreter = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.self, forKey: "code_interpreter")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.codeInterpreter, forKey: "code_interpreter")
    }
}
