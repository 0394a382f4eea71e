// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Starts an MCP server as a local process.
///
/// - Schema: `#/components/schemas/McpTransportResourceStdio`
public nonisolated struct McpTransportResourceStdio: Codable, Equatable, Sendable, EmptyDecodable {
    /// Arguments passed to the MCP server command.
    public var args: [String]

    /// The command used to start the MCP server.
    public var command: String

    /// The working directory used to start the MCP server.
    public var cwd: String

    /// Environment variable names inherited from the execution environment.
    public var envVars: [String]

    /// The type of the object. Always `stdio`.
    public var type: String

    public init(
        args: [String],
        command: String,
        cwd: String,
        envVars: [String]
    ) {
        self.args = args
        self.command = command
        self.cwd = cwd
        self.envVars = envVars
        self.type = "stdio"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            args: .emptyValue,
            command: .emptyValue,
            cwd: .emptyValue,
            envVars: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.args = try container.decodeRequired([String].self, forKey: "args", in: decoder)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
        self.cwd = try container.decodeRequired(String.self, forKey: "cwd", in: decoder)
        self.envVars = try container.decodeRequired([String].self, forKey: "env_vars", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "stdio")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.args, forKey: "args")
        try container.encode(self.command, forKey: "command")
        try container.encode(self.cwd, forKey: "cwd")
        try container.encode(self.envVars, forKey: "env_vars")
        try container.encode(self.type, forKey: "type")
    }
}
