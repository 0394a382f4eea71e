// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The output of a function tool call.
///
/// - Schema: `#/components/schemas/BetaFunctionCallOutputItemParam`
public struct BetaFunctionCallOutputItemParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    public var callID: String?

    /// The type of the function tool call output. Always `function_call_output`.
    public var type: String

    /// Text, image, or file output of the function tool call.
    public var output: BetaFunctionCallOutputItemParam.Output

    public var name: String?

    public var namespace: String?

    public var caller: ToolCallCallerParam?

    public var status: FunctionCallItemStatus?

    public init(
        output: BetaFunctionCallOutputItemParam.Output,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        callID: String? = nil,
        name: String? = nil,
        namespace: String? = nil,
        caller: ToolCallCallerParam? = nil,
        status: FunctionCallItemStatus? = nil
    ) {
        self.agent = agent
        self.id = id
        self.callID = callID
        self.type = "function_call_output"
        self.output = output
        self.name = name
        self.namespace = namespace
        self.caller = caller
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(output: BetaFunctionCallOutputItemParam.Output(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            output: .emptyValue
        )
    }

    /// Text, image, or file output of the function tool call.
    public enum Output: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A JSON string of the output of the function tool call.
        case string(String)
        /// An array of content outputs (text, image, file) for the function tool call.
        case array([BetaFunctionCallOutputItemParam.Output.ArrayItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// A piece of message content, such as text, an image, or a file.
        public enum ArrayItem: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `input_text`
            case inputText(InputTextContentParam)
            /// - `type`: `input_image`
            case inputImage(InputImageContentParamAutoParam)
            /// - `type`: `input_file`
            case inputFile(InputFileContentParam)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "input_text": self = .inputText(try InputTextContentParam(from: decoder)); return
                    case "input_image": self = .inputImage(try InputImageContentParamAutoParam(from: decoder)); return
                    case "input_file": self = .inputFile(try InputFileContentParam(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .inputText(let value): try value.encode(to: encoder)
                case .inputImage(let value): try value.encode(to: encoder)
                case .inputFile(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [BetaFunctionCallOutputItemParam.Output.ArrayItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call_output")
        self.output = try container.decodeRequired(BetaFunctionCallOutputItemParam.Output.self, forKey: "output", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.namespace = try container.decodeIfPresent(String.self, forKey: "namespace")
        self.caller = try container.decodeIfPresent(ToolCallCallerParam.self, forKey: "caller")
        self.status = try container.decodeIfPresent(FunctionCallItemStatus.self, forKey: "status")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.callID, forKey: "call_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.output, forKey: "output")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.namespace, forKey: "namespace")
        try container.encodeIfPresent(self.caller, forKey: "caller")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}
