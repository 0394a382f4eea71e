// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The image output from the code interpreter.
///
/// - Schema: `#/components/schemas/BetaCodeInterpreterOutputImage`
public struct BetaCodeInterpreterOutputImage: Codable, Hashable, Sendable, EmptyDecodable {
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
/// - Schema: `#/components/schemas/BetaCodeInterpreterOutputLogs`
public struct BetaCodeInterpreterOutputLogs: Codable, Hashable, Sendable, EmptyDecodable {
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

/// A tool that runs Python code to help generate a response to a prompt.
///
/// - Schema: `#/components/schemas/BetaCodeInterpreterTool`
public struct BetaCodeInterpreterTool: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the code interpreter tool. Always `code_interpreter`.
    public var type: String

    /// The code interpreter container. Can be a container ID or an object that
    /// specifies uploaded file IDs to make available to your code, along with an
    /// optional `memory_limit` setting.
    public var container: BetaCodeInterpreterTool.Container

    public var allowedCallers: [BetaCallableToolAllowedCaller]?

    public init(
        container: BetaCodeInterpreterTool.Container,
        allowedCallers: [BetaCallableToolAllowedCaller]? = nil
    ) {
        self.type = "code_interpreter"
        self.container = container
        self.allowedCallers = allowedCallers
    }

    public init(stringLiteral value: String) {
        self.init(container: BetaCodeInterpreterTool.Container(stringLiteral: value))
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
        case betaAutoCodeInterpreterToolParam(BetaAutoCodeInterpreterToolParam)
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
                self = .betaAutoCodeInterpreterToolParam(try BetaAutoCodeInterpreterToolParam(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .betaAutoCodeInterpreterToolParam(let value): try value.encode(to: encoder)
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
        self.container = try container.decodeRequired(BetaCodeInterpreterTool.Container.self, forKey: .container, in: decoder)
        self.allowedCallers = try container.decodeIfPresent([BetaCallableToolAllowedCaller].self, forKey: .allowedCallers)
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
/// - Schema: `#/components/schemas/BetaCodeInterpreterToolCall`
public struct BetaCodeInterpreterToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the code interpreter tool call. Always `code_interpreter_call`.
    public var type: String

    /// The unique ID of the code interpreter tool call.
    public var id: String

    /// The status of the code interpreter tool call. Valid values are `in_progress`, `completed`, `incomplete`, `interpreting`, and `failed`.
    public var status: BetaCodeInterpreterToolCall.Status

    /// The ID of the container used to run the code.
    public var containerID: String

    public var code: String?

    public var outputs: [BetaCodeInterpreterToolCall.Output]?

    public init(
        id: String,
        status: BetaCodeInterpreterToolCall.Status,
        containerID: String,
        code: String?,
        outputs: [BetaCodeInterpreterToolCall.Output]?,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
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
        case logs(BetaCodeInterpreterOutputLogs)
        /// - `type`: `image`
        case image(BetaCodeInterpreterOutputImage)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "logs": self = .logs(try BetaCodeInterpreterOutputLogs(from: decoder)); return
                case "image": self = .image(try BetaCodeInterpreterOutputImage(from: decoder)); return
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
        case agent
        case type
        case id
        case status
        case containerID = "container_id"
        case code
        case outputs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "code_interpreter_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(BetaCodeInterpreterToolCall.Status.self, forKey: .status, in: decoder)
        self.containerID = try container.decodeRequired(String.self, forKey: .containerID, in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: .code)
        self.outputs = try container.decodeIfPresent([BetaCodeInterpreterToolCall.Output].self, forKey: .outputs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.containerID, forKey: .containerID)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.outputs, forKey: .outputs)
    }
}
