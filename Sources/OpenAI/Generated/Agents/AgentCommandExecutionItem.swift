// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A command execution produced by the agent.
///
/// - Schema: `#/components/schemas/AgentCommandExecutionItem`
public nonisolated struct AgentCommandExecutionItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The command that was executed.
    public var command: String

    /// The working directory used to execute the command.
    public var cwd: String?

    /// The command duration in milliseconds.
    public var durationMs: Int?

    /// The process exit code, if the command completed.
    public var exitCode: Int?

    /// The ID of the command execution item.
    public var id: String

    /// The command output, if available.
    public var output: String?

    /// The status of the command execution.
    public var status: AgentFunctionCallStatus

    /// The ID of the turn that contains this item.
    public var turnID: String

    /// The item type. Always `command_execution`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        command: String,
        id: String,
        status: AgentFunctionCallStatus,
        turnID: String,
        cwd: String? = nil,
        durationMs: Int? = nil,
        exitCode: Int? = nil,
        output: String? = nil
    ) {
        self.command = command
        self.cwd = cwd
        self.durationMs = durationMs
        self.exitCode = exitCode
        self.id = id
        self.output = output
        self.status = status
        self.turnID = turnID
        self.type = "command_execution"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            command: .emptyValue,
            id: .emptyValue,
            status: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
        self.cwd = try container.decodeIfPresent(String.self, forKey: "cwd")
        self.durationMs = try container.decodeIfPresent(Int.self, forKey: "duration_ms")
        self.exitCode = try container.decodeIfPresent(Int.self, forKey: "exit_code")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: "output")
        self.status = try container.decodeRequired(AgentFunctionCallStatus.self, forKey: "status", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "command_execution")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.command, forKey: "command")
        try container.encodeIfPresent(self.cwd, forKey: "cwd")
        try container.encodeIfPresent(self.durationMs, forKey: "duration_ms")
        try container.encodeIfPresent(self.exitCode, forKey: "exit_code")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.output, forKey: "output")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.turnID, forKey: "turn_id")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AgentCommandExecutionItem {
    public static var cwd: Self { Self("cwd") }
    public static var durationMs: Self { Self("duration_ms") }
    public static var exitCode: Self { Self("exit_code") }
    public static var output: Self { Self("output") }
}
