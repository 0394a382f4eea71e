// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaPluginComponent`
public nonisolated struct BetaPluginComponent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What the component declares about itself; always null for MCP servers, hooks,
    /// and CLIs.
    public var description: String?

    /// The component's name: a skill's, command's or agent's name, an MCP server's key
    /// in the manifest, the event a hook runs on, or a CLI's executable.
    public var name: String

    /// The kind of component.
    public var type: BetaPluginComponent.Kind

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        type: BetaPluginComponent.Kind,
        description: String? = nil
    ) {
        self.description = description
        self.name = name
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            type: .emptyValue
        )
    }

    /// The kind of component.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case agent
        case cli
        case command
        case hook
        case mcpServer
        case skill
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "agent": self = .agent
            case "cli": self = .cli
            case "command": self = .command
            case "hook": self = .hook
            case "mcp_server": self = .mcpServer
            case "skill": self = .skill
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .agent: "agent"
            case .cli: "cli"
            case .command: "command"
            case .hook: "hook"
            case .mcpServer: "mcp_server"
            case .skill: "skill"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(BetaPluginComponent.Kind.self, forKey: "type", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaPluginComponent {
    public static var description: Self { Self("description") }
}
