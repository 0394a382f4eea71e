// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaFunctionCallItemStatus`
public enum BetaFunctionCallItemStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}

/// The output of a function tool call.
///
/// - Schema: `#/components/schemas/BetaFunctionCallOutputItemParam`
public struct BetaFunctionCallOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    public var callID: String?

    /// The type of the function tool call output. Always `function_call_output`.
    public var type: String

    /// Text, image, or file output of the function tool call.
    public var output: BetaFunctionCallOutputItemParam.Output

    public var name: String?

    public var namespace: String?

    public var caller: BetaToolCallCallerParam?

    public var status: BetaFunctionCallItemStatus?

    public init(
        output: BetaFunctionCallOutputItemParam.Output,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        callID: String? = nil,
        name: String? = nil,
        namespace: String? = nil,
        caller: BetaToolCallCallerParam? = nil,
        status: BetaFunctionCallItemStatus? = nil
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
    public enum Output: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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
        public enum ArrayItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `input_text`
            case inputText(BetaInputTextContentParam)
            /// - `type`: `input_image`
            case inputImage(BetaInputImageContentParamAutoParam)
            /// - `type`: `input_file`
            case inputFile(BetaInputFileContentParam)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "input_text": self = .inputText(try BetaInputTextContentParam(from: decoder)); return
                    case "input_image": self = .inputImage(try BetaInputImageContentParamAutoParam(from: decoder)); return
                    case "input_file": self = .inputFile(try BetaInputFileContentParam(from: decoder)); return
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

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case callID = "call_id"
        case type
        case output
        case name
        case namespace
        case caller
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeIfPresent(String.self, forKey: .callID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function_call_output")
        self.output = try container.decodeRequired(BetaFunctionCallOutputItemParam.Output.self, forKey: .output, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.namespace = try container.decodeIfPresent(String.self, forKey: .namespace)
        self.caller = try container.decodeIfPresent(BetaToolCallCallerParam.self, forKey: .caller)
        self.status = try container.decodeIfPresent(BetaFunctionCallItemStatus.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encodeIfPresent(self.callID, forKey: .callID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.output, forKey: .output)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.namespace, forKey: .namespace)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/BetaFunctionCallOutputStatusEnum`
public enum BetaFunctionCallOutputStatusEnum: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaFunctionCallStatus`
public enum BetaFunctionCallStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}
