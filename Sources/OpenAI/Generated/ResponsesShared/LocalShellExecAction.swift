// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Execute a shell command on the server.
///
/// - Schema: `#/components/schemas/LocalShellExecAction`
public nonisolated struct LocalShellExecAction: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the local shell action. Always `exec`.
    public var type: String

    /// The command to run.
    public var command: [String]

    public var timeoutMs: Int?

    public var workingDirectory: String?

    /// Environment variables to set for the command.
    public var env: [String: String]

    public var user: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            command: .emptyValue,
            env: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "exec")
        self.command = try container.decodeRequired([String].self, forKey: "command", in: decoder)
        self.timeoutMs = try container.decodeIfPresent(Int.self, forKey: "timeout_ms")
        self.workingDirectory = try container.decodeIfPresent(String.self, forKey: "working_directory")
        self.env = try container.decodeRequired([String: String].self, forKey: "env", in: decoder)
        self.user = try container.decodeIfPresent(String.self, forKey: "user")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.command, forKey: "command")
        try container.encodeIfPresent(self.timeoutMs, forKey: "timeout_ms")
        try container.encodeIfPresent(self.workingDirectory, forKey: "working_directory")
        try container.encode(self.env, forKey: "env")
        try container.encodeIfPresent(self.user, forKey: "user")
    }
}

nonisolated extension NullableMember where Owner == LocalShellExecAction {
    public static var timeoutMs: Self { Self("timeout_ms") }
    public static var workingDirectory: Self { Self("working_directory") }
    public static var user: Self { Self("user") }
}
