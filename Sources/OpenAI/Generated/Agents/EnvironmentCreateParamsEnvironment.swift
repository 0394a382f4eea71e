// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The required hosting type and its configuration.
///
/// - Schema: `#/components/schemas/EnvironmentCreateParamsEnvironment`
public nonisolated struct EnvironmentCreateParamsEnvironment: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that contain capabilities exposed to the agent.
    ///
    /// Defaults to an empty list.
    public var capabilityDirectories: [String]?

    /// Desktop provisioning.
    ///
    /// Omission or null inherits the template setting, or defaults to disabled.
    public var desktop: EnvironmentDesktop?

    /// Environment variables made available to the agent.
    public var env: [String: String]?

    /// A reusable hosted template applied before inline configuration.
    ///
    /// Omitted fields inherit the template; network overrides cannot broaden its
    /// policy.
    public var environmentTemplateID: String?

    /// Files available before the agent starts. Defaults to an empty list.
    public var files: [HostedEnvironmentFileParam]?

    /// Network access policy for the environment.
    ///
    /// If omitted, the API version determines whether network access is enabled or
    /// disabled.
    public var network: EnvironmentNetwork?

    /// Packages to install in the environment. Defaults to empty package lists.
    public var packages: EnvironmentPackages?

    /// Plugins provided as inline ZIP archives. Defaults to an empty list.
    public var plugins: [InlineSkillParam]?

    /// Ordered, confidential setup commands. Command bodies are never returned.
    public var setupCommands: [SetupCommandParam]?

    /// Skills referenced by ID or provided as inline ZIP archives.
    ///
    /// Defaults to an empty list.
    public var skills: [HostedSkillParam]?

    /// The type of the object. Always `openai_hosted`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String]? = nil,
        desktop: EnvironmentDesktop? = nil,
        env: [String: String]? = nil,
        environmentTemplateID: String? = nil,
        files: [HostedEnvironmentFileParam]? = nil,
        network: EnvironmentNetwork? = nil,
        packages: EnvironmentPackages? = nil,
        plugins: [InlineSkillParam]? = nil,
        setupCommands: [SetupCommandParam]? = nil,
        skills: [HostedSkillParam]? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.desktop = desktop
        self.env = env
        self.environmentTemplateID = environmentTemplateID
        self.files = files
        self.network = network
        self.packages = packages
        self.plugins = plugins
        self.setupCommands = setupCommands
        self.skills = skills
        self.type = "openai_hosted"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeIfPresent([String].self, forKey: "capability_directories")
        self.desktop = try container.decodeIfPresent(EnvironmentDesktop.self, forKey: "desktop")
        self.env = try container.decodeIfPresent([String: String].self, forKey: "env")
        self.environmentTemplateID = try container.decodeIfPresent(String.self, forKey: "environment_template_id")
        self.files = try container.decodeIfPresent([HostedEnvironmentFileParam].self, forKey: "files")
        self.network = try container.decodeIfPresent(EnvironmentNetwork.self, forKey: "network")
        self.packages = try container.decodeIfPresent(EnvironmentPackages.self, forKey: "packages")
        self.plugins = try container.decodeIfPresent([InlineSkillParam].self, forKey: "plugins")
        self.setupCommands = try container.decodeIfPresent([SetupCommandParam].self, forKey: "setup_commands")
        self.skills = try container.decodeIfPresent([HostedSkillParam].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "openai_hosted")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encodeIfPresent(self.env, forKey: "env")
        try container.encodeIfPresent(self.environmentTemplateID, forKey: "environment_template_id")
        try container.encodeIfPresent(self.files, forKey: "files")
        try container.encodeIfPresent(self.network, forKey: "network")
        try container.encodeIfPresent(self.packages, forKey: "packages")
        try container.encodeIfPresent(self.plugins, forKey: "plugins")
        try container.encodeIfPresent(self.setupCommands, forKey: "setup_commands")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == EnvironmentCreateParamsEnvironment {
    public static var capabilityDirectories: Self { Self("capability_directories") }
    public static var desktop: Self { Self("desktop") }
    public static var env: Self { Self("env") }
    public static var files: Self { Self("files") }
    public static var network: Self { Self("network") }
    public static var packages: Self { Self("packages") }
    public static var plugins: Self { Self("plugins") }
    public static var setupCommands: Self { Self("setup_commands") }
    public static var skills: Self { Self("skills") }
}
