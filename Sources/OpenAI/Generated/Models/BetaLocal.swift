// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaLocalEnvironmentParam`
public struct BetaLocalEnvironmentParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Use a local computer environment.
    public var type: String

    /// An optional list of skills.
    public var skills: [BetaLocalSkillParam]?

    public init(
        skills: [BetaLocalSkillParam]? = nil
    ) {
        self.type = "local"
        self.skills = skills
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case skills
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "local")
        self.skills = try container.decodeIfPresent([BetaLocalSkillParam].self, forKey: .skills)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.skills, forKey: .skills)
    }
}

/// Represents the use of a local environment to perform shell actions.
///
/// - Schema: `#/components/schemas/BetaLocalEnvironmentResource`
public struct BetaLocalEnvironmentResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The environment type. Always `local`.
    public var type: String

    public init() {
        self.type = "local"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "local")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Execute a shell command on the server.
///
/// - Schema: `#/components/schemas/BetaLocalShellExecAction`
public struct BetaLocalShellExecAction: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the local shell action. Always `exec`.
    public var type: String

    /// The command to run.
    public var command: [String]

    public var timeoutMs: Int?

    public var workingDirectory: String?

    /// Environment variables to set for the command.
    public var env: [String: String]

    public var user: String?

    public init(
        command: [String],
        env: [String: String],
        timeoutMs: Int? = nil,
        workingDirectory: String? = nil,
        user: String? = nil
    ) {
        self.type = "exec"
        self.command = command
        self.timeoutMs = timeoutMs
        self.workingDirectory = workingDirectory
        self.env = env
        self.user = user
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            command: .emptyValue,
            env: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case command
        case timeoutMs = "timeout_ms"
        case workingDirectory = "working_directory"
        case env
        case user
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "exec")
        self.command = try container.decodeRequired([String].self, forKey: .command, in: decoder)
        self.timeoutMs = try container.decodeIfPresent(Int.self, forKey: .timeoutMs)
        self.workingDirectory = try container.decodeIfPresent(String.self, forKey: .workingDirectory)
        self.env = try container.decodeRequired([String: String].self, forKey: .env, in: decoder)
        self.user = try container.decodeIfPresent(String.self, forKey: .user)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.command, forKey: .command)
        try container.encodeIfPresent(self.timeoutMs, forKey: .timeoutMs)
        try container.encodeIfPresent(self.workingDirectory, forKey: .workingDirectory)
        try container.encode(self.env, forKey: .env)
        try container.encodeIfPresent(self.user, forKey: .user)
    }
}

/// A tool call to run a command on the local shell.
///
/// - Schema: `#/components/schemas/BetaLocalShellToolCall`
public struct BetaLocalShellToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the local shell call. Always `local_shell_call`.
    public var type: String

    /// The unique ID of the local shell call.
    public var id: String

    /// The unique ID of the local shell tool call generated by the model.
    public var callID: String

    public var action: BetaLocalShellExecAction

    /// The status of the local shell call.
    public var status: BetaLocalShellToolCall.Status

    public init(
        id: String,
        callID: String,
        action: BetaLocalShellExecAction,
        status: BetaLocalShellToolCall.Status,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "local_shell_call"
        self.id = id
        self.callID = callID
        self.action = action
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            action: .emptyValue,
            status: .emptyValue
        )
    }

    /// The status of the local shell call.
    public enum Status: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case action
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "local_shell_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.action = try container.decodeRequired(BetaLocalShellExecAction.self, forKey: .action, in: decoder)
        self.status = try container.decodeRequired(BetaLocalShellToolCall.Status.self, forKey: .status, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encode(self.action, forKey: .action)
        try container.encode(self.status, forKey: .status)
    }
}

/// The output of a local shell tool call.
///
/// - Schema: `#/components/schemas/BetaLocalShellToolCallOutput`
public struct BetaLocalShellToolCallOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the local shell tool call output. Always `local_shell_call_output`.
    public var type: String

    /// The unique ID of the local shell tool call generated by the model.
    public var id: String

    /// A JSON string of the output of the local shell tool call.
    public var output: String

    public var status: BetaLocalShellToolCallOutput.Status?

    public init(
        id: String,
        output: String,
        agent: BetaAgentTag? = nil,
        status: BetaLocalShellToolCallOutput.Status? = nil
    ) {
        self.agent = agent
        self.type = "local_shell_call_output"
        self.id = id
        self.output = output
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            output: .emptyValue
        )
    }

    /// The status of the item. One of `in_progress`, `completed`, or `incomplete`.
    public enum Status: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case output
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "local_shell_call_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.output = try container.decodeRequired(String.self, forKey: .output, in: decoder)
        self.status = try container.decodeIfPresent(BetaLocalShellToolCallOutput.Status.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.output, forKey: .output)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// A tool that allows the model to execute shell commands in a local environment.
///
/// - Schema: `#/components/schemas/BetaLocalShellToolParam`
public struct BetaLocalShellToolParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the local shell tool. Always `local_shell`.
    public var type: String

    public init() {
        self.type = "local_shell"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "local_shell")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/BetaLocalSkillParam`
public struct BetaLocalSkillParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The name of the skill.
    public var name: String

    /// The description of the skill.
    public var description: String

    /// The path to the directory containing the skill.
    public var path: String

    public init(
        name: String,
        description: String,
        path: String
    ) {
        self.name = name
        self.description = description
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            path: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case description
        case path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: .description, in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.path, forKey: .path)
    }
}
