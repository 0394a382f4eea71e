// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a run step delta i.e. any changed fields on a run step during streaming.
///
/// - Schema: `#/components/schemas/RunStepDeltaObject`
public struct RunStepDeltaObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier of the run step, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.run.step.delta`.
    public var object: String

    /// The delta containing the fields that have changed on the run step.
    public var delta: RunStepDeltaObject.Delta

    public init(
        id: String,
        delta: RunStepDeltaObject.Delta
    ) {
        self.id = id
        self.object = "thread.run.step.delta"
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            delta: .emptyValue
        )
    }

    /// The delta containing the fields that have changed on the run step.
    public struct Delta: Codable, Hashable, Sendable, EmptyDecodable {
        /// The details of the run step.
        public var stepDetails: RunStepDeltaObject.Delta.StepDetails?

        public init(
            stepDetails: RunStepDeltaObject.Delta.StepDetails? = nil
        ) {
            self.stepDetails = stepDetails
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The details of the run step.
        public enum StepDetails: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `message_creation`
            case messageCreation(RunStepDeltaStepDetailsMessageCreationObject)
            /// - `type`: `tool_calls`
            case toolCalls(RunStepDeltaStepDetailsToolCallsObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "message_creation": self = .messageCreation(try RunStepDeltaStepDetailsMessageCreationObject(from: decoder)); return
                    case "tool_calls": self = .toolCalls(try RunStepDeltaStepDetailsToolCallsObject(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .messageCreation(let value): try value.encode(to: encoder)
                case .toolCalls(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case stepDetails = "step_details"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.stepDetails = try container.decodeIfPresent(RunStepDeltaObject.Delta.StepDetails.self, forKey: .stepDetails)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.stepDetails, forKey: .stepDetails)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "thread.run.step.delta")
        self.delta = try container.decodeRequired(RunStepDeltaObject.Delta.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.delta, forKey: .delta)
    }
}

/// Details of the message creation by the run step.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsMessageCreationObject`
public struct RunStepDeltaStepDetailsMessageCreationObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `message_creation`.
    public var type: String

    public var messageCreation: RunStepDeltaStepDetailsMessageCreationObject.MessageCreation?

    public init(
        messageCreation: RunStepDeltaStepDetailsMessageCreationObject.MessageCreation? = nil
    ) {
        self.type = "message_creation"
        self.messageCreation = messageCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public struct MessageCreation: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the message that was created by this run step.
        public var messageID: String?

        public init(
            messageID: String? = nil
        ) {
            self.messageID = messageID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case messageID = "message_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.messageID = try container.decodeIfPresent(String.self, forKey: .messageID)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.messageID, forKey: .messageID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case messageCreation = "message_creation"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message_creation")
        self.messageCreation = try container.decodeIfPresent(RunStepDeltaStepDetailsMessageCreationObject.MessageCreation.self, forKey: .messageCreation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.messageCreation, forKey: .messageCreation)
    }
}

/// Details of the Code Interpreter tool call the run step was involved in.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeObject`
public struct RunStepDeltaStepDetailsToolCallsCodeObject: Codable, Hashable, Sendable, EmptyDecodable {
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
    public struct CodeInterpreter: Codable, Hashable, Sendable, EmptyDecodable {
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

        public enum Output: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case input
            case outputs
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeIfPresent(String.self, forKey: .input)
            self.outputs = try container.decodeIfPresent([RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.Output].self, forKey: .outputs)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.input, forKey: .input)
            try container.encodeIfPresent(self.outputs, forKey: .outputs)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case id
        case type
        case codeInterpreter = "code_interpreter"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter")
        self.codeInterpreter = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsCodeObject.CodeInterpreter.self, forKey: .codeInterpreter)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.codeInterpreter, forKey: .codeInterpreter)
    }
}

/// Code interpreter image output
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeOutputImageObject`
public struct RunStepDeltaStepDetailsToolCallsCodeOutputImageObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the output in the outputs array.
    public var index: Int

    /// Always `image`.
    public var type: String

    public var image: RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image?

    public init(
        index: Int,
        image: RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image? = nil
    ) {
        self.index = index
        self.type = "image"
        self.image = image
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public struct Image: Codable, Hashable, Sendable, EmptyDecodable {
        /// The [file](/docs/api-reference/files) ID of the image.
        public var fileID: String?

        public init(
            fileID: String? = nil
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case image
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image")
        self.image = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image.self, forKey: .image)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.image, forKey: .image)
    }
}

/// Text output from the Code Interpreter tool call as part of a run step.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject`
public struct RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the output in the outputs array.
    public var index: Int

    /// Always `logs`.
    public var type: String

    /// The text output from the Code Interpreter tool call.
    public var logs: String?

    public init(
        index: Int,
        logs: String? = nil
    ) {
        self.index = index
        self.type = "logs"
        self.logs = logs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case logs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "logs")
        self.logs = try container.decodeIfPresent(String.self, forKey: .logs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.logs, forKey: .logs)
    }
}

/// File search tool call
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsFileSearchObject`
public struct RunStepDeltaStepDetailsToolCallsFileSearchObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the tool call in the tool calls array.
    public var index: Int

    /// The ID of the tool call object.
    public var id: String?

    /// The type of tool call. This is always going to be `file_search` for this type of tool call.
    public var type: String

    /// For now, this is always going to be an empty object.
    public var fileSearch: JSONValue

    public init(
        index: Int,
        fileSearch: JSONValue,
        id: String? = nil
    ) {
        self.index = index
        self.id = id
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue,
            fileSearch: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case id
        case type
        case fileSearch = "file_search"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeRequired(JSONValue.self, forKey: .fileSearch, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileSearch, forKey: .fileSearch)
    }
}

/// Function tool call
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsFunctionObject`
public struct RunStepDeltaStepDetailsToolCallsFunctionObject: Codable, Hashable, Sendable, EmptyDecodable {
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
    public struct Function: Codable, Hashable, Sendable, EmptyDecodable {
        /// The name of the function.
        public var name: String?

        /// The arguments passed to the function.
        public var arguments: String?

        public var output: String?

        public init(
            name: String? = nil,
            arguments: String? = nil,
            output: String? = nil
        ) {
            self.name = name
            self.arguments = arguments
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case name
            case arguments
            case output
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.name = try container.decodeIfPresent(String.self, forKey: .name)
            self.arguments = try container.decodeIfPresent(String.self, forKey: .arguments)
            self.output = try container.decodeIfPresent(String.self, forKey: .output)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.name, forKey: .name)
            try container.encodeIfPresent(self.arguments, forKey: .arguments)
            try container.encodeIfPresent(self.output, forKey: .output)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case id
        case type
        case function
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        self.function = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsFunctionObject.Function.self, forKey: .function)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.function, forKey: .function)
    }
}

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsObject`
public struct RunStepDeltaStepDetailsToolCallsObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDeltaStepDetailsToolCallsObject.ToolCall]?

    public init(
        toolCalls: [RunStepDeltaStepDetailsToolCallsObject.ToolCall]? = nil
    ) {
        self.type = "tool_calls"
        self.toolCalls = toolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public enum ToolCall: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `code_interpreter`
        case codeInterpreter(RunStepDeltaStepDetailsToolCallsCodeObject)
        /// - `type`: `file_search`
        case fileSearch(RunStepDeltaStepDetailsToolCallsFileSearchObject)
        /// - `type`: `function`
        case function(RunStepDeltaStepDetailsToolCallsFunctionObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_interpreter": self = .codeInterpreter(try RunStepDeltaStepDetailsToolCallsCodeObject(from: decoder)); return
                case "file_search": self = .fileSearch(try RunStepDeltaStepDetailsToolCallsFileSearchObject(from: decoder)); return
                case "function": self = .function(try RunStepDeltaStepDetailsToolCallsFunctionObject(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .codeInterpreter(let value): try value.encode(to: encoder)
            case .fileSearch(let value): try value.encode(to: encoder)
            case .function(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case toolCalls = "tool_calls"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "tool_calls")
        self.toolCalls = try container.decodeIfPresent([RunStepDeltaStepDetailsToolCallsObject.ToolCall].self, forKey: .toolCalls)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.toolCalls, forKey: .toolCalls)
    }
}
