// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the Code Interpreter tool call the run step was involved in.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeObject`
public nonisolated struct RunStepDetailsToolCallsCodeObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the tool call.
    public var id: String

    /// The type of tool call. This is always going to be `code_interpreter` for this type of tool call.
    public var type: String

    /// The Code Interpreter tool call definition.
    public var codeInterpreter: RunStepDetailsToolCallsCodeObject.CodeInterpreter

    public init(
        id: String,
        codeInterpreter: RunStepDetailsToolCallsCodeObject.CodeInterpreter
    ) {
        self.id = id
        self.type = "code_interpreter"
        self.codeInterpreter = codeInterpreter
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            codeInterpreter: .emptyValue
        )
    }

    /// The Code Interpreter tool call definition.
    public nonisolated struct CodeInterpreter: Codable, Equatable, Sendable, EmptyDecodable {
        /// The input to the Code Interpreter tool call.
        public var input: String

        /// The outputs from the Code Interpreter tool call. Code Interpreter can output one or more items, including text (`logs`) or images (`image`). Each of these are represented by a different object type.
        public var outputs: [RunStepDetailsToolCallsCodeObject.CodeInterpreter.Output]

        public init(
            input: String,
            outputs: [RunStepDetailsToolCallsCodeObject.CodeInterpreter.Output]
        ) {
            self.input = input
            self.outputs = outputs
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                input: .emptyValue,
                outputs: .emptyValue
            )
        }

        public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `logs`
            case logs(RunStepDetailsToolCallsCodeOutputLogsObject)
            /// - `type`: `image`
            case image(RunStepDetailsToolCallsCodeOutputImageObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "logs": self = .logs(try RunStepDetailsToolCallsCodeOutputLogsObject(from: decoder)); return
                    case "image": self = .image(try RunStepDetailsToolCallsCodeOutputImageObject(from: decoder)); return
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
            self.input = try container.decodeRequired(String.self, forKey: "input", in: decoder)
            self.outputs = try container.decodeRequired([RunStepDetailsToolCallsCodeObject.CodeInterpreter.Output].self, forKey: "outputs", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.input, forKey: "input")
            try container.encode(self.outputs, forKey: "outputs")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_interpreter")
        self.codeInterpreter = try container.decodeRequired(RunStepDetailsToolCallsCodeObject.CodeInterpreter.self, forKey: "code_interpreter", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.codeInterpreter, forKey: "code_interpreter")
    }
}
