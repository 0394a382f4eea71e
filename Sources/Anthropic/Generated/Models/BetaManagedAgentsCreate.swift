// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for creating an `agent`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateAgentParams`
public struct BetaManagedAgentsCreateAgentParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Human-readable name for the agent. 1-256 characters.
    public var name: String

    /// Model identifier. Accepts the [model string](https://platform.claude.com/docs/en/about-claude/models/overview#latest-models-comparison), e.g. `claude-opus-4-6`, or a `model_config` object for additional configuration control
    public var model: BetaManagedAgentsModelParams

    /// Description of what the agent does. Up to 2048 characters.
    public var description: String?

    /// System prompt for the agent. Up to 100,000 characters.
    public var system: String?

    /// Tool configurations available to the agent. Maximum of 128 tools across all toolsets allowed.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    /// MCP servers this agent connects to. Maximum 20. Names must be unique within the array.
    public var mcpServers: [BetaManagedAgentsMCPServerParams]?

    /// Skills available to the agent. Maximum 20.
    public var skills: [BetaManagedAgentsSkillParams]?

    /// Arbitrary key-value metadata. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    /// Multiagent orchestration configuration. Currently supports the `coordinator` topology with a roster of 1-20 agents.
    public var multiagent: BetaManagedAgentsMultiagentParams?

    public init(
        name: String,
        model: BetaManagedAgentsModelParams,
        description: String? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: String]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil
    ) {
        self.name = name
        self.model = model
        self.description = description
        self.system = system
        self.tools = tools
        self.mcpServers = mcpServers
        self.skills = skills
        self.metadata = metadata
        self.multiagent = multiagent
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            model: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case model
        case description
        case system
        case tools
        case mcpServers = "mcp_servers"
        case skills
        case metadata
        case multiagent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.model = try container.decodeRequired(BetaManagedAgentsModelParams.self, forKey: .model, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.system = try container.decodeIfPresent(String.self, forKey: .system)
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: .tools)
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsMCPServerParams].self, forKey: .mcpServers)
        self.skills = try container.decodeIfPresent([BetaManagedAgentsSkillParams].self, forKey: .skills)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagentParams.self, forKey: .multiagent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.system, forKey: .system)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.mcpServers, forKey: .mcpServers)
        try container.encodeIfPresent(self.skills, forKey: .skills)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.multiagent, forKey: .multiagent)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsCreateCredentialRequestBody`
public struct BetaManagedAgentsCreateCredentialRequestBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Authentication configuration for the credential.
    public var auth: BetaManagedAgentsCredentialCreateAuth

    /// Human-readable name for the credential. Up to 255 characters.
    public var displayName: String?

    /// Arbitrary key-value metadata to attach to the credential. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    public init(
        auth: BetaManagedAgentsCredentialCreateAuth,
        displayName: String? = nil,
        metadata: [String: String]? = nil
    ) {
        self.auth = auth
        self.displayName = displayName
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            auth: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case auth
        case displayName = "display_name"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.auth = try container.decodeRequired(BetaManagedAgentsCredentialCreateAuth.self, forKey: .auth, in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.auth, forKey: .auth)
        try container.encodeIfPresent(self.displayName, forKey: .displayName)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// Request parameters for [Create a memory](/en/api/beta/memory_stores/memories/create). The path must be unoccupied: if a memory already exists at the path, or the path is an ancestor or descendant of an existing memory's path, the request returns `memory_path_conflict_error` (HTTP 409). Create never overwrites; to modify an existing memory, use [Update a memory](/en/api/beta/memory_stores/memories/update).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateMemoryParams`
public struct BetaManagedAgentsCreateMemoryParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Hierarchical path for the new memory, e.g. `/projects/foo/notes.md`. Must start with `/`, contain at least one non-empty segment, and be at most 1,024 bytes. Must not contain empty segments, `.` or `..` segments, control or format characters, and must be NFC-normalized. Paths are case-sensitive.
    public var path: String

    /// UTF-8 text content for the new memory. Maximum 100 kB (102,400 bytes). Required; pass `""` explicitly to create an empty memory.
    public var content: String?

    public init(
        path: String,
        content: String?
    ) {
        self.path = path
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            content: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case path
        case content
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.content = try container.decodeIfPresent(String.self, forKey: .content)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.content, forKey: .content)
    }
}

/// Request parameters for creating a `memory_store`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateMemoryStoreRequest`
public struct BetaManagedAgentsCreateMemoryStoreRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Human-readable name for the store. Required; 1–255 characters; no control characters. The mount-path slug under `/mnt/memory/` is derived from this name (lowercased, non-alphanumeric runs collapsed to a hyphen). Names need not be unique within a workspace.
    public var name: String

    /// Free-text description of what the store contains, up to 1024 characters. Included in the agent's system prompt when the store is attached, so word it to be useful to the agent.
    public var description: String?

    /// Arbitrary key-value tags for your own bookkeeping (such as the end user a store belongs to). Up to 16 pairs; keys 1–64 characters; values up to 512 characters. Not visible to the agent.
    public var metadata: [String: String]?

    public init(
        name: String,
        description: String? = nil,
        metadata: [String: String]? = nil
    ) {
        self.name = name
        self.description = description
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case description
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// Response from creating a `memory_store`. Returns the created store.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateMemoryStoreResponse`
public typealias BetaManagedAgentsCreateMemoryStoreResponse = BetaManagedAgentsMemoryStore

/// Request parameters for creating a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateSessionParams`
public struct BetaManagedAgentsCreateSessionParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Agent identifier. Accepts the `agent` ID string, which pins the latest version for the session, or an `agent` object with both id and version specified.
    public var agent: BetaManagedAgentsAgentUnionParams

    /// ID of the `environment` defining the container configuration for this session.
    public var environmentID: String

    /// Human-readable session title.
    public var title: String?

    /// Arbitrary key-value metadata attached to the session. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    /// Resources (e.g. repositories, files) to mount into the session's container.
    public var resources: [BetaManagedAgentsSessionResourceParams]?

    /// Vault IDs for stored credentials the agent can use during the session.
    public var vaultIDs: [String]?

    public init(
        agent: BetaManagedAgentsAgentUnionParams,
        environmentID: String,
        title: String? = nil,
        metadata: [String: String]? = nil,
        resources: [BetaManagedAgentsSessionResourceParams]? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.agent = agent
        self.environmentID = environmentID
        self.title = title
        self.metadata = metadata
        self.resources = resources
        self.vaultIDs = vaultIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agent: .emptyValue,
            environmentID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case environmentID = "environment_id"
        case title
        case metadata
        case resources
        case vaultIDs = "vault_ids"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeRequired(BetaManagedAgentsAgentUnionParams.self, forKey: .agent, in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: .environmentID, in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
        self.resources = try container.decodeIfPresent([BetaManagedAgentsSessionResourceParams].self, forKey: .resources)
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: .vaultIDs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.agent, forKey: .agent)
        try container.encode(self.environmentID, forKey: .environmentID)
        try container.encodeIfPresent(self.title, forKey: .title)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.resources, forKey: .resources)
        try container.encodeIfPresent(self.vaultIDs, forKey: .vaultIDs)
    }
}

/// Request parameters for creating a vault.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateVaultRequest`
public struct BetaManagedAgentsCreateVaultRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Human-readable name for the vault. 1-255 characters.
    public var displayName: String

    /// Arbitrary key-value metadata to attach to the vault. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    public init(
        displayName: String,
        metadata: [String: String]? = nil
    ) {
        self.displayName = displayName
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayName: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.displayName = try container.decodeRequired(String.self, forKey: .displayName, in: decoder)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.displayName, forKey: .displayName)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
