// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The output of a code interpreter tool call that is a file.
///
/// - Schema: `#/components/schemas/CodeInterpreterFileOutput`
public struct CodeInterpreterFileOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the code interpreter file output. Always `files`.
    public var type: String

    public var files: [CodeInterpreterFileOutput.File]

    public init(
        files: [CodeInterpreterFileOutput.File]
    ) {
        self.type = "files"
        self.files = files
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            files: .emptyValue
        )
    }

    public struct File: Codable, Hashable, Sendable, EmptyDecodable {
        /// The MIME type of the file.
        public var mimeType: String

        /// The ID of the file.
        public var fileID: String

        public init(
            mimeType: String,
            fileID: String
        ) {
            self.mimeType = mimeType
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                mimeType: .emptyValue,
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case mimeType = "mime_type"
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.mimeType = try container.decodeRequired(String.self, forKey: .mimeType, in: decoder)
            self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.mimeType, forKey: .mimeType)
            try container.encode(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case files
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "files")
        self.files = try container.decodeRequired([CodeInterpreterFileOutput.File].self, forKey: .files, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.files, forKey: .files)
    }
}

/// The image output from the code interpreter.
///
/// - Schema: `#/components/schemas/CodeInterpreterOutputImage`
public struct CodeInterpreterOutputImage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the output. Always `image`.
    public var type: String

    /// The URL of the image output from the code interpreter.
    public var url: String

    public init(
        url: String
    ) {
        self.type = "image"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// The logs output from the code interpreter.
///
/// - Schema: `#/components/schemas/CodeInterpreterOutputLogs`
public struct CodeInterpreterOutputLogs: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the output. Always `logs`.
    public var type: String

    /// The logs output from the code interpreter.
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

/// The output of a code interpreter tool call that is text.
///
/// - Schema: `#/components/schemas/CodeInterpreterTextOutput`
public struct CodeInterpreterTextOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the code interpreter text output. Always `logs`.
    public var type: String

    /// The logs of the code interpreter tool call.
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

/// A tool that runs Python code to help generate a response to a prompt.
///
/// - Schema: `#/components/schemas/CodeInterpreterTool`
public struct CodeInterpreterTool: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the code interpreter tool. Always `code_interpreter`.
    public var type: String

    /// The code interpreter container. Can be a container ID or an object that
    /// specifies uploaded file IDs to make available to your code, along with an
    /// optional `memory_limit` setting.
    public var container: CodeInterpreterTool.Container

    public var allowedCallers: [CallableToolAllowedCaller]?

    public init(
        container: CodeInterpreterTool.Container,
        allowedCallers: [CallableToolAllowedCaller]? = nil
    ) {
        self.type = "code_interpreter"
        self.container = container
        self.allowedCallers = allowedCallers
    }

    public init(stringLiteral value: String) {
        self.init(container: CodeInterpreterTool.Container(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            container: .emptyValue
        )
    }

    /// The code interpreter container. Can be a container ID or an object that
    /// specifies uploaded file IDs to make available to your code, along with an
    /// optional `memory_limit` setting.
    public enum Container: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The container ID.
        case string(String)
        case autoCodeInterpreterToolParam(AutoCodeInterpreterToolParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .autoCodeInterpreterToolParam(try AutoCodeInterpreterToolParam(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .autoCodeInterpreterToolParam(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case container
        case allowedCallers = "allowed_callers"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter")
        self.container = try container.decodeRequired(CodeInterpreterTool.Container.self, forKey: .container, in: decoder)
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: .allowedCallers)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.container, forKey: .container)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
    }
}

/// A tool call to run code.
///
/// - Schema: `#/components/schemas/CodeInterpreterToolCall`
public struct CodeInterpreterToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the code interpreter tool call. Always `code_interpreter_call`.
    public var type: String

    /// The unique ID of the code interpreter tool call.
    public var id: String

    /// The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
    public var status: CodeInterpreterToolCall.Status

    /// The ID of the container used to run the code.
    public var containerID: String

    public var code: String?

    public var outputs: [CodeInterpreterToolCall.Output]?

    public init(
        id: String,
        status: CodeInterpreterToolCall.Status,
        containerID: String,
        code: String?,
        outputs: [CodeInterpreterToolCall.Output]?
    ) {
        self.type = "code_interpreter_call"
        self.id = id
        self.status = status
        self.containerID = containerID
        self.code = code
        self.outputs = outputs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            containerID: .emptyValue,
            code: nil,
            outputs: nil
        )
    }

    /// The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        case interpreting
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            case "interpreting": self = .interpreting
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .interpreting: "interpreting"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    public enum Output: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `logs`
        case logs(CodeInterpreterOutputLogs)
        /// - `type`: `image`
        case image(CodeInterpreterOutputImage)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "logs": self = .logs(try CodeInterpreterOutputLogs(from: decoder)); return
                case "image": self = .image(try CodeInterpreterOutputImage(from: decoder)); return
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
        case type
        case id
        case status
        case containerID = "container_id"
        case code
        case outputs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(CodeInterpreterToolCall.Status.self, forKey: .status, in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: .code)
        self.outputs = try container.decodeIfPresent([CodeInterpreterToolCall.Output].self, forKey: .outputs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.containerID, forKey: .containerID)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.outputs, forKey: .outputs)
    }
}
