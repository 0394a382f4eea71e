// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reusable configuration that provisions a fresh OpenAI-hosted environment for each session.
///
/// - Schema: `#/components/schemas/EnvironmentTemplate`
public nonisolated struct EnvironmentTemplate: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that expose capabilities to the agent.
    public var capabilityDirectories: [String]

    /// The Unix timestamp, in seconds, when the template was created.
    public var createdAt: Int

    /// Desktop configuration for each OpenAI-hosted environment.
    public var desktop: EnvironmentTemplateDesktop?

    /// Safe file metadata, excluding contents and session-scoped file IDs.
    public var files: [EnvironmentTemplateFile]

    /// The ID of the reusable environment template.
    public var id: String

    /// An optional human-readable display name for the template.
    public var name: String?

    /// Runtime network access for each OpenAI-hosted environment.
    public var network: EnvironmentTemplateNetwork

    /// The object type. Always `agent.environment.template`.
    public var object: String

    /// Packages installed in each fresh OpenAI-hosted environment.
    public var packages: EnvironmentTemplatePackages

    /// Safe plugin metadata, excluding inline archive contents.
    public var plugins: [HostedPlugin]

    /// Safe skill metadata, preserving unresolved version selectors.
    public var skills: [EnvironmentTemplateSkill]

    /// The Unix timestamp, in seconds, when the template was last updated.
    public var updatedAt: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String],
        createdAt: Int,
        files: [EnvironmentTemplateFile],
        id: String,
        network: EnvironmentTemplateNetwork,
        packages: EnvironmentTemplatePackages,
        plugins: [HostedPlugin],
        skills: [EnvironmentTemplateSkill],
        updatedAt: Int,
        desktop: EnvironmentTemplateDesktop? = nil,
        name: String? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.createdAt = createdAt
        self.desktop = desktop
        self.files = files
        self.id = id
        self.name = name
        self.network = network
        self.object = "agent.environment.template"
        self.packages = packages
        self.plugins = plugins
        self.skills = skills
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilityDirectories: .emptyValue,
            createdAt: .emptyValue,
            files: .emptyValue,
            id: .emptyValue,
            network: .emptyValue,
            packages: .emptyValue,
            plugins: .emptyValue,
            skills: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeRequired([String].self, forKey: "capability_directories", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.desktop = try container.decodeIfPresent(EnvironmentTemplateDesktop.self, forKey: "desktop")
        self.files = try container.decodeRequired([EnvironmentTemplateFile].self, forKey: "files", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.network = try container.decodeRequired(EnvironmentTemplateNetwork.self, forKey: "network", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.environment.template")
        self.packages = try container.decodeRequired(EnvironmentTemplatePackages.self, forKey: "packages", in: decoder)
        self.plugins = try container.decodeRequired([HostedPlugin].self, forKey: "plugins", in: decoder)
        self.skills = try container.decodeRequired([EnvironmentTemplateSkill].self, forKey: "skills", in: decoder)
        self.updatedAt = try container.decodeRequired(Int.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.capabilityDirectories, forKey: "capability_directories")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encode(self.files, forKey: "files")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.network, forKey: "network")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.packages, forKey: "packages")
        try container.encode(self.plugins, forKey: "plugins")
        try container.encode(self.skills, forKey: "skills")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == EnvironmentTemplate {
    public static var desktop: Self { Self("desktop") }
    public static var name: Self { Self("name") }
}
