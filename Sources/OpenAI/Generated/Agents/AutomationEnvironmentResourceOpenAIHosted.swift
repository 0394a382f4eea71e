// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Hosted environment selection with confidential setup commands and variables omitted.
///
/// - Schema: `#/components/schemas/AutomationEnvironmentResourceOpenAIHosted`
public nonisolated struct AutomationEnvironmentResourceOpenAIHosted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directory overrides, or null to inherit the template or creation default.
    public var capabilityDirectories: [String]?

    /// The configured container size, or null to use the creation default.
    public var containerSize: AutomationEnvironmentResourceOpenAIHosted.ContainerSize?

    /// Desktop overrides, or null to inherit the template or creation default.
    public var desktop: AutomationEnvironmentResourceOpenAIHostedDesktop?

    /// An existing environment reference, or null when provisioning a new environment.
    public var environmentID: String?

    /// A template reference, or null when no template is selected.
    public var environmentTemplateID: String?

    /// File overrides, excluding contents, or null to inherit.
    public var files: [AutomationEnvironmentResourceOpenaiHostedFile]?

    /// Network overrides, or null to inherit the template or creation default.
    public var network: AutomationEnvironmentResourceOpenAIHostedNetwork?

    /// Package overrides, or null to inherit the template or creation default.
    public var packages: AutomationEnvironmentResourceOpenAIHostedPackages?

    /// Plugin overrides, excluding archive contents, or null to inherit.
    public var plugins: [HostedPlugin]?

    /// Skill overrides, excluding archive contents, or null to inherit.
    public var skills: [AutomationEnvironmentResourceOpenaiHostedSkill]?

    /// The type of the object. Always `openai_hosted`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String]? = nil,
        containerSize: AutomationEnvironmentResourceOpenAIHosted.ContainerSize? = nil,
        desktop: AutomationEnvironmentResourceOpenAIHostedDesktop? = nil,
        environmentID: String? = nil,
        environmentTemplateID: String? = nil,
        files: [AutomationEnvironmentResourceOpenaiHostedFile]? = nil,
        network: AutomationEnvironmentResourceOpenAIHostedNetwork? = nil,
        packages: AutomationEnvironmentResourceOpenAIHostedPackages? = nil,
        plugins: [HostedPlugin]? = nil,
        skills: [AutomationEnvironmentResourceOpenaiHostedSkill]? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.containerSize = containerSize
        self.desktop = desktop
        self.environmentID = environmentID
        self.environmentTemplateID = environmentTemplateID
        self.files = files
        self.network = network
        self.packages = packages
        self.plugins = plugins
        self.skills = skills
        self.type = "openai_hosted"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The configured container size, or null to use the creation default.
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
        self.containerSize = try container.decodeIfPresent(AutomationEnvironmentResourceOpenAIHosted.ContainerSize.self, forKey: "container_size")
        self.desktop = try container.decodeIfPresent(AutomationEnvironmentResourceOpenAIHostedDesktop.self, forKey: "desktop")
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.environmentTemplateID = try container.decodeIfPresent(String.self, forKey: "environment_template_id")
        self.files = try container.decodeIfPresent([AutomationEnvironmentResourceOpenaiHostedFile].self, forKey: "files")
        self.network = try container.decodeIfPresent(AutomationEnvironmentResourceOpenAIHostedNetwork.self, forKey: "network")
        self.packages = try container.decodeIfPresent(AutomationEnvironmentResourceOpenAIHostedPackages.self, forKey: "packages")
        self.plugins = try container.decodeIfPresent([HostedPlugin].self, forKey: "plugins")
        self.skills = try container.decodeIfPresent([AutomationEnvironmentResourceOpenaiHostedSkill].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "openai_hosted")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.containerSize, forKey: "container_size")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.environmentTemplateID, forKey: "environment_template_id")
        try container.encodeIfPresent(self.files, forKey: "files")
        try container.encodeIfPresent(self.network, forKey: "network")
        try container.encodeIfPresent(self.packages, forKey: "packages")
        try container.encodeIfPresent(self.plugins, forKey: "plugins")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == AutomationEnvironmentResourceOpenAIHosted {
    public static var capabilityDirectories: Self { Self("capability_directories") }
    public static var containerSize: Self { Self("container_size") }
    public static var desktop: Self { Self("desktop") }
    public static var environmentID: Self { Self("environment_id") }
    public static var environmentTemplateID: Self { Self("environment_template_id") }
    public static var files: Self { Self("files") }
    public static var network: Self { Self("network") }
    public static var packages: Self { Self("packages") }
    public static var plugins: Self { Self("plugins") }
    public static var skills: Self { Self("skills") }
}
