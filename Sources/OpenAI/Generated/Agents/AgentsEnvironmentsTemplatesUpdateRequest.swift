// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

public nonisolated struct AgentsEnvironmentsTemplatesUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that expose capabilities to the agent.
    public var capabilityDirectories: [String]?

    /// Replacement desktop configuration, or null to disable the desktop.
    public var desktop: TemplateUpdateParamsDesktop?

    /// Replacement confidential environment values.
    public var env: [String: String]?

    /// Replacement file configuration materialized for each new session.
    public var files: [HostedEnvironmentFileParam]?

    /// A replacement human-readable display name, or `null` to clear the name.
    public var name: String?

    /// Network access available after setup completes.
    ///
    /// Omit to preserve the current policy, or pass `null` to reset to the default
    /// policy.
    public var network: TemplateUpdateParamsNetwork?

    /// Packages installed before the runtime network policy applies.
    public var packages: TemplateUpdateParamsPackages?

    /// Replacement plugin configuration installed for each new session.
    public var plugins: [InlineSkillParam]?

    /// Replacement confidential setup commands, never included in returned resources.
    public var setupCommands: [SetupCommandParam]?

    /// Replacement skill configuration installed for each new session.
    public var skills: [HostedSkillParam]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String]? = nil,
        desktop: TemplateUpdateParamsDesktop? = nil,
        env: [String: String]? = nil,
        files: [HostedEnvironmentFileParam]? = nil,
        name: String? = nil,
        network: TemplateUpdateParamsNetwork? = nil,
        packages: TemplateUpdateParamsPackages? = nil,
        plugins: [InlineSkillParam]? = nil,
        setupCommands: [SetupCommandParam]? = nil,
        skills: [HostedSkillParam]? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.desktop = desktop
        self.env = env
        self.files = files
        self.name = name
        self.network = network
        self.packages = packages
        self.plugins = plugins
        self.setupCommands = setupCommands
        self.skills = skills
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeIfPresent([String].self, forKey: "capability_directories")
        self.desktop = try container.decodeIfPresent(TemplateUpdateParamsDesktop.self, forKey: "desktop")
        self.env = try container.decodeIfPresent([String: String].self, forKey: "env")
        self.files = try container.decodeIfPresent([HostedEnvironmentFileParam].self, forKey: "files")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.network = try container.decodeIfPresent(TemplateUpdateParamsNetwork.self, forKey: "network")
        self.packages = try container.decodeIfPresent(TemplateUpdateParamsPackages.self, forKey: "packages")
        self.plugins = try container.decodeIfPresent([InlineSkillParam].self, forKey: "plugins")
        self.setupCommands = try container.decodeIfPresent([SetupCommandParam].self, forKey: "setup_commands")
        self.skills = try container.decodeIfPresent([HostedSkillParam].self, forKey: "skills")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encodeIfPresent(self.env, forKey: "env")
        try container.encodeIfPresent(self.files, forKey: "files")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.network, forKey: "network")
        try container.encodeIfPresent(self.packages, forKey: "packages")
        try container.encodeIfPresent(self.plugins, forKey: "plugins")
        try container.encodeIfPresent(self.setupCommands, forKey: "setup_commands")
        try container.encodeIfPresent(self.skills, forKey: "skills")
    }
}

nonisolated extension NullableMember where Owner == AgentsEnvironmentsTemplatesUpdateRequest {
    public static var capabilityDirectories: Self { Self("capability_directories") }
    public static var desktop: Self { Self("desktop") }
    public static var env: Self { Self("env") }
    public static var files: Self { Self("files") }
    public static var name: Self { Self("name") }
    public static var network: Self { Self("network") }
    public static var packages: Self { Self("packages") }
    public static var plugins: Self { Self("plugins") }
    public static var setupCommands: Self { Self("setup_commands") }
    public static var skills: Self { Self("skills") }
}
