// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of the message creation by the run step.
///
/// - Schema: `#/components/schemas/RunStepDetailsMessageCreationObject`
public struct RunStepDetailsMessageCreationObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `message_creation`.
    public var type: String

    public var messageCreation: RunStepDetailsMessageCreationObject.MessageCreation

    public init(
        messageCreation: RunStepDetailsMessageCreationObject.MessageCreation
    ) {
        self.type = "message_creation"
        self.messageCreation = messageCreation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            messageCreation: .emptyValue
        )
    }

    public struct MessageCreation: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the message that was created by this run step.
        public var messageID: String

        public init(
            messageID: String
        ) {
            self.messageID = messageID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                messageID: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case messageID = "message_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.messageID = try container.decodeRequired(String.self, forKey: .messageID, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.messageID, forKey: .messageID)
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
        self.messageCreation = try container.decodeRequired(RunStepDetailsMessageCreationObject.MessageCreation.self, forKey: .messageCreation, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.messageCreation, forKey: .messageCreation)
    }
}

/// Details of the Code Interpreter tool call the run step was involved in.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeObject`
public struct RunStepDetailsToolCallsCodeObject: Codable, Hashable, Sendable, EmptyDecodable {
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
    public struct CodeInterpreter: Codable, Hashable, Sendable, EmptyDecodable {
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

        public enum Output: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case input
            case outputs
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.input = try container.decodeRequired(String.self, forKey: .input, in: decoder)
            self.outputs = try container.decodeRequired([RunStepDetailsToolCallsCodeObject.CodeInterpreter.Output].self, forKey: .outputs, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.input, forKey: .input)
            try container.encode(self.outputs, forKey: .outputs)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case codeInterpreter = "code_interpreter"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter")
        self.codeInterpreter = try container.decodeRequired(RunStepDetailsToolCallsCodeObject.CodeInterpreter.self, forKey: .codeInterpreter, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.codeInterpreter, forKey: .codeInterpreter)
    }
}

/// Code Interpreter image output
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeOutputImageObject`
public struct RunStepDetailsToolCallsCodeOutputImageObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `image`.
    public var type: String

    public var image: RunStepDetailsToolCallsCodeOutputImageObject.Image

    public init(
        image: RunStepDetailsToolCallsCodeOutputImageObject.Image
    ) {
        self.type = "image"
        self.image = image
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            image: .emptyValue
        )
    }

    public struct Image: Codable, Hashable, Sendable, EmptyDecodable {
        /// The [file](/docs/api-reference/files) ID of the image.
        public var fileID: String

        public init(
            fileID: String
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case image
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image")
        self.image = try container.decodeRequired(RunStepDetailsToolCallsCodeOutputImageObject.Image.self, forKey: .image, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.image, forKey: .image)
    }
}

/// Text output from the Code Interpreter tool call as part of a run step.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeOutputLogsObject`
public struct RunStepDetailsToolCallsCodeOutputLogsObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `logs`.
    public var type: String

    /// The text output from the Code Interpreter tool call.
    public var logs: String

    public init(
        logs: String
    ) {
        self.type = "logs"
        self.logs = logs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            logs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case logs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "logs")
        self.logs = try container.decodeRequired(String.self, forKey: .logs, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.logs, forKey: .logs)
    }
}

/// File search tool call
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchObject`
public struct RunStepDetailsToolCallsFileSearchObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the tool call object.
    public var id: String

    /// The type of tool call. This is always going to be `file_search` for this type of tool call.
    public var type: String

    /// For now, this is always going to be an empty object.
    public var fileSearch: RunStepDetailsToolCallsFileSearchObject.FileSearch

    public init(
        id: String,
        fileSearch: RunStepDetailsToolCallsFileSearchObject.FileSearch
    ) {
        self.id = id
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            fileSearch: .emptyValue
        )
    }

    /// For now, this is always going to be an empty object.
    public struct FileSearch: Codable, Hashable, Sendable, EmptyDecodable {
        public var rankingOptions: RunStepDetailsToolCallsFileSearchRankingOptionsObject?

        /// The results of the file search.
        public var results: [RunStepDetailsToolCallsFileSearchResultObject]?

        public init(
            rankingOptions: RunStepDetailsToolCallsFileSearchRankingOptionsObject? = nil,
            results: [RunStepDetailsToolCallsFileSearchResultObject]? = nil
        ) {
            self.rankingOptions = rankingOptions
            self.results = results
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case rankingOptions = "ranking_options"
            case results
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.rankingOptions = try container.decodeIfPresent(RunStepDetailsToolCallsFileSearchRankingOptionsObject.self, forKey: .rankingOptions)
            self.results = try container.decodeIfPresent([RunStepDetailsToolCallsFileSearchResultObject].self, forKey: .results)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.rankingOptions, forKey: .rankingOptions)
            try container.encodeIfPresent(self.results, forKey: .results)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case fileSearch = "file_search"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeRequired(RunStepDetailsToolCallsFileSearchObject.FileSearch.self, forKey: .fileSearch, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileSearch, forKey: .fileSearch)
    }
}

/// The ranking options for the file search.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchRankingOptionsObject`
public struct RunStepDetailsToolCallsFileSearchRankingOptionsObject: Codable, Hashable, Sendable, EmptyDecodable {
    public var ranker: FileSearchRanker

    /// The score threshold for the file search. All values must be a floating point number between 0 and 1.
    public var scoreThreshold: Double

    public init(
        ranker: FileSearchRanker,
        scoreThreshold: Double
    ) {
        self.ranker = ranker
        self.scoreThreshold = scoreThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ranker: .emptyValue,
            scoreThreshold: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case ranker
        case scoreThreshold = "score_threshold"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.ranker = try container.decodeRequired(FileSearchRanker.self, forKey: .ranker, in: decoder)
        self.scoreThreshold = try container.decodeRequired(Double.self, forKey: .scoreThreshold, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.ranker, forKey: .ranker)
        try container.encode(self.scoreThreshold, forKey: .scoreThreshold)
    }
}

/// A result instance of the file search.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchResultObject`
public struct RunStepDetailsToolCallsFileSearchResultObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The ID of the file that result was found in.
    public var fileID: String

    /// The name of the file that result was found in.
    public var fileName: String

    /// The score of the result. All values must be a floating point number between 0 and 1.
    public var score: Double

    /// The content of the result that was found. The content is only included if requested via the include query parameter.
    public var content: [RunStepDetailsToolCallsFileSearchResultObject.ContentItem]?

    public init(
        fileID: String,
        fileName: String,
        score: Double,
        content: [RunStepDetailsToolCallsFileSearchResultObject.ContentItem]? = nil
    ) {
        self.fileID = fileID
        self.fileName = fileName
        self.score = score
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            fileName: .emptyValue,
            score: .emptyValue
        )
    }

    public struct ContentItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// The type of the content.
        public var type: String?

        /// The text content of the file.
        public var text: String?

        public init(
            type: String? = nil,
            text: String? = nil
        ) {
            self.type = type
            self.text = text
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case text
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeIfPresent(String.self, forKey: .type)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.type, forKey: .type)
            try container.encodeIfPresent(self.text, forKey: .text)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case fileName = "file_name"
        case score
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.fileName = try container.decodeRequired(String.self, forKey: .fileName, in: decoder)
        self.score = try container.decodeRequired(Double.self, forKey: .score, in: decoder)
        self.content = try container.decodeIfPresent([RunStepDetailsToolCallsFileSearchResultObject.ContentItem].self, forKey: .content)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.fileName, forKey: .fileName)
        try container.encode(self.score, forKey: .score)
        try container.encodeIfPresent(self.content, forKey: .content)
    }
}

/// Function tool call
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFunctionObject`
public struct RunStepDetailsToolCallsFunctionObject: Codable, Hashable, Sendable, EmptyDecodable {
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
    public struct Function: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case name
            case arguments
            case output
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
            self.arguments = try container.decodeRequired(String.self, forKey: .arguments, in: decoder)
            self.output = try container.decodeIfPresent(String.self, forKey: .output)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.name, forKey: .name)
            try container.encode(self.arguments, forKey: .arguments)
            try container.encode(self.output, forKey: .output)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case type
        case function
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "function")
        self.function = try container.decodeRequired(RunStepDetailsToolCallsFunctionObject.Function.self, forKey: .function, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.function, forKey: .function)
    }
}

/// Details of the tool call.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsObject`
public struct RunStepDetailsToolCallsObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `tool_calls`.
    public var type: String

    /// An array of tool calls the run step was involved in. These can be associated with one of three types of tools: `code_interpreter`, `file_search`, or `function`.
    public var toolCalls: [RunStepDetailsToolCallsObject.ToolCall]

    public init(
        toolCalls: [RunStepDetailsToolCallsObject.ToolCall]
    ) {
        self.type = "tool_calls"
        self.toolCalls = toolCalls
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolCalls: .emptyValue
        )
    }

    public enum ToolCall: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `code_interpreter`
        case codeInterpreter(RunStepDetailsToolCallsCodeObject)
        /// - `type`: `file_search`
        case fileSearch(RunStepDetailsToolCallsFileSearchObject)
        /// - `type`: `function`
        case function(RunStepDetailsToolCallsFunctionObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "code_interpreter": self = .codeInterpreter(try RunStepDetailsToolCallsCodeObject(from: decoder)); return
                case "file_search": self = .fileSearch(try RunStepDetailsToolCallsFileSearchObject(from: decoder)); return
                case "function": self = .function(try RunStepDetailsToolCallsFunctionObject(from: decoder)); return
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
        self.toolCalls = try container.decodeRequired([RunStepDetailsToolCallsObject.ToolCall].self, forKey: .toolCalls, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.toolCalls, forKey: .toolCalls)
    }
}
