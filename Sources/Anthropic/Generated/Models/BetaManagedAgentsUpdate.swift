// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for updating an `agent`. Omit a field to preserve its current value.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateAgentParams`
public struct BetaManagedAgentsUpdateAgentParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent's current version, used to prevent concurrent overwrites. Obtain this value from a create or retrieve response. The request fails if this does not match the server's current version.
    public var version: Int

    /// Human-readable name. 1-256 characters. Omit to preserve. Cannot be cleared.
    public var name: String?

    /// Description. Up to 2048 characters. Omit to preserve; send empty string or null to clear.
    public var description: String?

    /// Model identifier. Accepts the [model string](https://platform.claude.com/docs/en/about-claude/models/overview#latest-models-comparison), e.g. `claude-opus-4-6`, or a `model_config` object for additional configuration control. Omit to preserve. Cannot be cleared.
    public var model: BetaManagedAgentsModelParams?

    /// System prompt. Up to 100,000 characters. Omit to preserve; send empty string or null to clear.
    public var system: String?

    /// Tool configurations available to the agent. Full replacement. Omit to preserve; send empty array or null to clear. Maximum of 128 tools across all toolsets allowed.
    public var tools: [BetaManagedAgentsAgentToolParams]?

    /// MCP servers. Full replacement. Omit to preserve; send empty array or null to clear. Names must be unique. Maximum 20.
    public var mcpServers: [BetaManagedAgentsMCPServerParams]?

    /// Skills. Full replacement. Omit to preserve; send empty array or null to clear. Maximum 20.
    public var skills: [BetaManagedAgentsSkillParams]?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars each) with values up to 512 chars.
    public var metadata: [String: JSONValue]?

    /// Multiagent orchestration configuration. Full replacement. Omit to preserve; send null to clear.
    public var multiagent: BetaManagedAgentsMultiagentParams?

    public init(
        version: Int,
        name: String? = nil,
        description: String? = nil,
        model: BetaManagedAgentsModelParams? = nil,
        system: String? = nil,
        tools: [BetaManagedAgentsAgentToolParams]? = nil,
        mcpServers: [BetaManagedAgentsMCPServerParams]? = nil,
        skills: [BetaManagedAgentsSkillParams]? = nil,
        metadata: [String: JSONValue]? = nil,
        multiagent: BetaManagedAgentsMultiagentParams? = nil
    ) {
        self.version = version
        self.name = name
        self.description = description
        self.model = model
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
            version: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case version
        case name
        case description
        case model
        case system
        case tools
        case mcpServers = "mcp_servers"
        case skills
        case metadata
        case multiagent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.version = try container.decodeRequired(Int.self, forKey: .version, in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.model = try container.decodeIfPresent(BetaManagedAgentsModelParams.self, forKey: .model)
        self.system = try container.decodeIfPresent(String.self, forKey: .system)
        self.tools = try container.decodeIfPresent([BetaManagedAgentsAgentToolParams].self, forKey: .tools)
        self.mcpServers = try container.decodeIfPresent([BetaManagedAgentsMCPServerParams].self, forKey: .mcpServers)
        self.skills = try container.decodeIfPresent([BetaManagedAgentsSkillParams].self, forKey: .skills)
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
        self.multiagent = try container.decodeIfPresent(BetaManagedAgentsMultiagentParams.self, forKey: .multiagent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.version, forKey: .version)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.system, forKey: .system)
        try container.encodeIfPresent(self.tools, forKey: .tools)
        try container.encodeIfPresent(self.mcpServers, forKey: .mcpServers)
        try container.encodeIfPresent(self.skills, forKey: .skills)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.multiagent, forKey: .multiagent)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateCredentialRequestBody`
public struct BetaManagedAgentsUpdateCredentialRequestBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Updated human-readable name for the credential. 1-255 characters.
    public var displayName: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omitted keys are preserved.
    public var metadata: [String: JSONValue]?

    /// Updated authentication configuration. The `type` is immutable; the variant sent must match the stored credential's type.
    public var auth: BetaManagedAgentsCredentialUpdateAuth?

    public init(
        displayName: String? = nil,
        metadata: [String: JSONValue]? = nil,
        auth: BetaManagedAgentsCredentialUpdateAuth? = nil
    ) {
        self.displayName = displayName
        self.metadata = metadata
        self.auth = auth
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case metadata
        case auth
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
        self.auth = try container.decodeIfPresent(BetaManagedAgentsCredentialUpdateAuth.self, forKey: .auth)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.displayName, forKey: .displayName)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.auth, forKey: .auth)
    }
}

/// Request parameters for [Update a memory](/en/api/beta/memory_stores/memories/update). At least one of `content` or `path` must be provided. Renaming onto a path occupied by a different memory returns `memory_path_conflict_error` (HTTP 409). Rename never overwrites; delete or rename the blocking memory first. An update where every supplied field already matches the stored value is a no-op: it returns 200 with the existing memory and writes no new version.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryParams`
public struct BetaManagedAgentsUpdateMemoryParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// New UTF-8 text content for the memory. Maximum 100 kB (102,400 bytes). Omit to leave the content unchanged (e.g., for a rename-only update).
    public var content: String?

    /// New path for the memory (a rename). Must start with `/`, contain at least one non-empty segment, and be at most 1,024 bytes. Must not contain empty segments, `.` or `..` segments, control or format characters, and must be NFC-normalized. Paths are case-sensitive. The memory's `id` is preserved across renames. Omit to leave the path unchanged.
    public var path: String?

    /// Optional optimistic-concurrency precondition. When supplied, the update applies only if the memory's current state matches; on mismatch the request returns `memory_precondition_failed_error` (HTTP 409). When omitted, the update is unconditional.
    public var precondition: BetaManagedAgentsPrecondition?

    public init(
        content: String? = nil,
        path: String? = nil,
        precondition: BetaManagedAgentsPrecondition? = nil
    ) {
        self.content = content
        self.path = path
        self.precondition = precondition
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case path
        case precondition
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeIfPresent(String.self, forKey: .content)
        self.path = try container.decodeIfPresent(String.self, forKey: .path)
        self.precondition = try container.decodeIfPresent(BetaManagedAgentsPrecondition.self, forKey: .precondition)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.path, forKey: .path)
        try container.encodeIfPresent(self.precondition, forKey: .precondition)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryStoreRequestBody`
public struct BetaManagedAgentsUpdateMemoryStoreRequestBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// New human-readable name for the store. 1–255 characters; no control characters. Renaming changes the slug used for the store's `mount_path` in sessions created after the update.
    public var name: String?

    /// New description for the store, up to 1024 characters. Pass an empty string to clear it.
    public var description: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve. The stored bag is limited to 16 keys (up to 64 chars each) with values up to 512 chars.
    public var metadata: [String: JSONValue]?

    public init(
        name: String? = nil,
        description: String? = nil,
        metadata: [String: JSONValue]? = nil
    ) {
        self.name = name
        self.description = description
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case description
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.description, forKey: .description)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}

/// Response from updating a `memory_store`. Returns the store with the changes applied.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryStoreResponse`
public typealias BetaManagedAgentsUpdateMemoryStoreResponse = BetaManagedAgentsMemoryStore

/// Request parameters for updating a `session`. Omit a field to preserve its current value.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionParams`
public struct BetaManagedAgentsUpdateSessionParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// Human-readable session title.
    public var title: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve.
    public var metadata: [String: JSONValue]?

    /// Vault IDs (`vlt_*`) to attach to the session. Not yet supported; requests setting this field are rejected. Reserved for future use.
    public var vaultIDs: [String]?

    public init(
        title: String? = nil,
        metadata: [String: JSONValue]? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.title = title
        self.metadata = metadata
        self.vaultIDs = vaultIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case title
        case metadata
        case vaultIDs = "vault_ids"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: .vaultIDs)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.title, forKey: .title)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.vaultIDs, forKey: .vaultIDs)
    }
}

/// The updated session resource.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionResource`
public enum BetaManagedAgentsUpdateSessionResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `github_repository`
    case githubRepository(BetaManagedAgentsGitHubRepositoryResource)
    /// - `type`: `file`
    case file(BetaManagedAgentsFileResource)
    /// - `type`: `memory_store`
    case memoryStore(BetaManagedAgentsMemoryStoreResource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "github_repository": self = .githubRepository(try BetaManagedAgentsGitHubRepositoryResource(from: decoder)); return
            case "file": self = .file(try BetaManagedAgentsFileResource(from: decoder)); return
            case "memory_store": self = .memoryStore(try BetaManagedAgentsMemoryStoreResource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .githubRepository(let value): try value.encode(to: encoder)
        case .file(let value): try value.encode(to: encoder)
        case .memoryStore(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// Request parameters for updating a session resource.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionResourceParams`
public struct BetaManagedAgentsUpdateSessionResourceParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// New authorization token for the resource. Currently only `github_repository` resources support token rotation.
    public var authorizationToken: String

    public init(
        authorizationToken: String
    ) {
        self.authorizationToken = authorizationToken
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            authorizationToken: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case authorizationToken = "authorization_token"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.authorizationToken = try container.decodeRequired(String.self, forKey: .authorizationToken, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.authorizationToken, forKey: .authorizationToken)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateVaultRequestBody`
public struct BetaManagedAgentsUpdateVaultRequestBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// Updated human-readable name for the vault. 1-255 characters.
    public var displayName: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omitted keys are preserved.
    public var metadata: [String: JSONValue]?

    public init(
        displayName: String? = nil,
        metadata: [String: JSONValue]? = nil
    ) {
        self.displayName = displayName
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.displayName, forKey: .displayName)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
