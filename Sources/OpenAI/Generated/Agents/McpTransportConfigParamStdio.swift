// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Starts an MCP server as a local process.
///
/// - Schema: `#/components/schemas/McpTransportConfigParamStdio`
public nonisolated struct McpTransportConfigParamStdio: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Arguments passed to the MCP server command.
    public var args: [String]?

    /// The command used to start the MCP server.
    public var command: String

    /// The working directory used to start the MCP server.
    public var cwd: String

    /// Environment variables set for the MCP server process.
    public var env: [String: String]?

    /// Environment variable names to inherit from the selected execution environment.
    public var envVars: [String]?

    /// The type of the object. Always `stdio`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        command: String,
        cwd: String,
        args: [String]? = nil,
        env: [String: String]? = nil,
        envVars: [String]? = nil
    ) {
        self.args = args
        self.command = command
        self.cwd = cwd
        self.env = env
        self.envVars = envVars
        self.type = "stdio"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            command: .emptyValue,
            cwd: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.args = try container.decodeIfPresent([String].self, forKey: "args")
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
        self.cwd = try container.decodeRequired(String.self, forKey: "cwd", in: decoder)
        self.env = try container.decodeIfPresent([String: String].self, forKey: "env")
        self.envVars = try container.decodeIfPresent([String].self, forKey: "env_vars")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "stdio")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.args, forKey: "args")
        try container.encode(self.command, forKey: "command")
        try container.encode(self.cwd, forKey: "cwd")
        try container.encodeIfPresent(self.env, forKey: "env")
        try container.encodeIfPresent(self.envVars, forKey: "env_vars")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == McpTransportConfigParamStdio {
    public static var args: Self { Self("args") }
    public static var env: Self { Self("env") }
    public static var envVars: Self { Self("env_vars") }
}
