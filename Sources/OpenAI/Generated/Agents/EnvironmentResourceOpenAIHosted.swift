// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// An environment hosted by OpenAI.
///
/// - Schema: `#/components/schemas/EnvironmentResourceOpenAIHosted`
public nonisolated struct EnvironmentResourceOpenAIHosted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that contain capabilities exposed to the agent.
    public var capabilityDirectories: [String]

    /// The effective CPU and memory tier, or null when unknown or outside the public
    /// tiers.
    public var containerSize: EnvironmentResourceOpenAIHosted.ContainerSize?

    /// The effective desktop configuration.
    public var desktop: ChatkitWorkflowTracing?

    /// Files available in the environment, excluding their contents.
    public var files: [HostedEnvironmentFile]

    /// The public ID of the environment.
    public var id: String

    /// The effective network access policy for the environment.
    public var network: EnvironmentResourceOpenAIHostedNetwork

    /// Packages installed in the environment.
    public var packages: EnvironmentResourceOpenAIHostedPackages

    /// Plugins installed in the environment, excluding their archive contents.
    public var plugins: [HostedPlugin]

    /// Skills installed in the environment, excluding their archive contents.
    public var skills: [HostedSkill]

    /// The type of the object. Always `openai_hosted`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String],
        files: [HostedEnvironmentFile],
        id: String,
        network: EnvironmentResourceOpenAIHostedNetwork,
        packages: EnvironmentResourceOpenAIHostedPackages,
        plugins: [HostedPlugin],
        skills: [HostedSkill],
        containerSize: EnvironmentResourceOpenAIHosted.ContainerSize? = nil,
        desktop: ChatkitWorkflowTracing? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.containerSize = containerSize
        self.desktop = desktop
        self.files = files
        self.id = id
        self.network = network
        self.packages = packages
        self.plugins = plugins
        self.skills = skills
        self.type = "openai_hosted"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilityDirectories: .emptyValue,
            files: .emptyValue,
            id: .emptyValue,
            network: .emptyValue,
            packages: .emptyValue,
            plugins: .emptyValue,
            skills: .emptyValue
        )
    }

    /// The effective CPU and memory tier, or null when unknown or outside the public
    /// tiers.
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
        self.capabilityDirectories = try container.decodeRequired([String].self, forKey: "capability_directories", in: decoder)
        self.containerSize = try container.decodeIfPresent(EnvironmentResourceOpenAIHosted.ContainerSize.self, forKey: "container_size")
        self.desktop = try container.decodeIfPresent(ChatkitWorkflowTracing.self, forKey: "desktop")
        self.files = try container.decodeRequired([HostedEnvironmentFile].self, forKey: "files", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.network = try container.decodeRequired(EnvironmentResourceOpenAIHostedNetwork.self, forKey: "network", in: decoder)
        self.packages = try container.decodeRequired(EnvironmentResourceOpenAIHostedPackages.self, forKey: "packages", in: decoder)
        self.plugins = try container.decodeRequired([HostedPlugin].self, forKey: "plugins", in: decoder)
        self.skills = try container.decodeRequired([HostedSkill].self, forKey: "skills", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "openai_hosted")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.containerSize, forKey: "container_size")
        try container.encodeIfPresent(self.desktop, forKey: "desktop")
        try container.encode(self.files, forKey: "files")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.network, forKey: "network")
        try container.encode(self.packages, forKey: "packages")
        try container.encode(self.plugins, forKey: "plugins")
        try container.encode(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == EnvironmentResourceOpenAIHosted {
    public static var containerSize: Self { Self("container_size") }
    public static var desktop: Self { Self("desktop") }
}
