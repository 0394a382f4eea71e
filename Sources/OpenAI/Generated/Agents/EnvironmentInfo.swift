// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Safe metadata for a first-class execution environment.
///
/// - Schema: `#/components/schemas/EnvironmentInfo`
public nonisolated struct EnvironmentInfo: Codable, Equatable, Sendable, EmptyDecodable {
    /// Files installed in the environment, without their contents.
    public var files: [HostedEnvironmentFile]

    /// The ID of the environment.
    public var id: String

    /// The object type. Always `agent.environment`.
    public var object: String

    /// Plugins installed in the environment, without their archive contents.
    public var plugins: [HostedPlugin]

    /// Skills installed in the environment, without their archive contents.
    public var skills: [HostedSkill]

    /// The current environment connection status.
    ///
    /// - `ready` - Provisioning succeeded and the environment is available for
    ///   attachment or use.
    /// - `suspended` - The sandbox is stopped and can be resumed from its private
    ///   checkpoint.
    public var status: EnvironmentInfo.Status

    /// Whether the environment is hosted by OpenAI or by the application.
    public var type: EnvironmentInfo.Kind

    public init(
        files: [HostedEnvironmentFile],
        id: String,
        plugins: [HostedPlugin],
        skills: [HostedSkill],
        status: EnvironmentInfo.Status,
        type: EnvironmentInfo.Kind
    ) {
        self.files = files
        self.id = id
        self.object = "agent.environment"
        self.plugins = plugins
        self.skills = skills
        self.status = status
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            files: .emptyValue,
            id: .emptyValue,
            plugins: .emptyValue,
            skills: .emptyValue,
            status: .emptyValue,
            type: .emptyValue
        )
    }

    /// The current environment connection status.
    ///
    /// - `ready` - Provisioning succeeded and the environment is available for
    ///   attachment or use.
    /// - `suspended` - The sandbox is stopped and can be resumed from its private
    ///   checkpoint.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case pending
        case ready
        case connected
        case disconnected
        case suspended
        case expired
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "pending": self = .pending
            case "ready": self = .ready
            case "connected": self = .connected
            case "disconnected": self = .disconnected
            case "suspended": self = .suspended
            case "expired": self = .expired
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .pending: "pending"
            case .ready: "ready"
            case .connected: "connected"
            case .disconnected: "disconnected"
            case .suspended: "suspended"
            case .expired: "expired"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    /// Whether the environment is hosted by OpenAI or by the application.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case openaiHosted
        case selfHosted
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "openai_hosted": self = .openaiHosted
            case "self_hosted": self = .selfHosted
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .openaiHosted: "openai_hosted"
            case .selfHosted: "self_hosted"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.files = try container.decodeRequired([HostedEnvironmentFile].self, forKey: "files", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.environment")
        self.plugins = try container.decodeRequired([HostedPlugin].self, forKey: "plugins", in: decoder)
        self.skills = try container.decodeRequired([HostedSkill].self, forKey: "skills", in: decoder)
        self.status = try container.decodeRequired(EnvironmentInfo.Status.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(EnvironmentInfo.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.files, forKey: "files")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.plugins, forKey: "plugins")
        try container.encode(self.skills, forKey: "skills")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}
