// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// An existing OpenAI-hosted environment or new inline/template-based hosted configuration.
///
/// - Schema: `#/components/schemas/EnvironmentParamOpenAIHosted`
public nonisolated struct EnvironmentParamOpenAIHosted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that contain capabilities exposed to the agent.
    ///
    /// Defaults to an empty list.
    public var capabilityDirectories: [String]?

    /// The hosted container size. Omission selects the medium tier.
    public var containerSize: EnvironmentParamOpenAIHosted.ContainerSize?

    /// Desktop provisioning.
    ///
    /// Omission or null inherits the template setting, or defaults to disabled.
    public var desktop: EnvironmentParamOpenAIHostedDesktop?

    /// Environment variables made available to the agent.
    public var env: [String: String]?

    /// An existing prewarmed environment.
    ///
    /// Cannot be combined with a template or inline configuration.
    public var environmentID: String?

    /// A reusable hosted template applied before inline session configuration.
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
    public var network: EnvironmentParamOpenAIHostedNetwork?

    /// Packages to install in the environment. Defaults to empty package lists.
    public var packages: EnvironmentParamOpenAIHostedPackages?

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
        containerSize: EnvironmentParamOpenAIHosted.ContainerSize? = nil,
        desktop: EnvironmentParamOpenAIHostedDesktop? = nil,
        env: [String: String]? = nil,
        environmentID: String? = nil,
        environmentTemplateID: String? = nil,
        files: [HostedEnvironmentFileParam]? = nil,
        network: EnvironmentParamOpenAIHostedNetwork? = nil,
        packages: EnvironmentParamOpenAIHostedPackages? = nil,
        plugins: [InlineSkillParam]? = nil,
        setupCommands: [SetupCommandParam]? = nil,
        skills: [HostedSkillParam]? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.containerSize = containerSize
        self.desktop = desktop
        self.env = env
        self.environmentID = environmentID
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

    /// The hosted container size. Omission selects the medium tier.
    public nonisolated enum ContainerSize: OpenEnum, EmptyDecodable {
        case small
        case medium
        case large
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "small": self = .small
            case "medium": self = .medium
            case "large": self = .large
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeIfPresent([String].self, forKey: "capability_directories")
        self.containerSize = try container.decodeIfPresent(EnvironmentParamOpenAIHosted.ContainerSize.self, forKey: "container_size")
        self.desktop = try container.decodeIfPresent(EnvironmentParamOpenAIHostedDesktop.self, forKey: "desktop")
        self.env = try container.decodeIfPresent([String: String].self, forKey: "env")
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.environmentTemplateID = try container.decodeIfPresent(String.self, forKey: "environment_template_id")
        self.files = try container.decodeIfPresent([HostedEnvironmentFileParam].self, forKey: "files")
        self.network = try container.decodeIfPresent(EnvironmentParamOpenAIHostedNetwork.self, forKey: "network")
        self.packages = try container.decodeIfPresent(EnvironmentParamOpenAIHostedPackages.self, forKey: "packages")
        self.plugins = try container.decodeIfPresent([InlineSkillParam].self, forKey: "plugins")
        self.setupCommands = try container.decodeIfPresent([SetupCommandParam].self, forKey: "setup_commands")
        self.skills = try container.decodeIfPresent([HostedSkillParam].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "openai_hosted")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.containerSize, forKey: "container_size")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encodeIfPresent(self.env, forKey: "env")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
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

nonisolated extension NullableMember where Owner == EnvironmentParamOpenAIHosted {
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
