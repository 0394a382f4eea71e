// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto`
public nonisolated struct LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// An optional list of uploaded files to make available to your code.
    public var fileIDs: [String]?

    /// The memory limit for the container.
    public var memoryLimit: LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto.MemoryLimit?

    /// Network access policy for the container.
    public var networkPolicy: LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoNetworkPolicy?

    /// An optional list of skills referenced by id or inline data.
    public var skills: [LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoSkill]?

    /// Automatically creates a container for this request
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileIDs: [String]? = nil,
        memoryLimit: LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto.MemoryLimit? = nil,
        networkPolicy: LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoNetworkPolicy? = nil,
        skills: [LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoSkill]? = nil
    ) {
        self.fileIDs = fileIDs
        self.memoryLimit = memoryLimit
        self.networkPolicy = networkPolicy
        self.skills = skills
        self.type = "container_auto"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The memory limit for the container.
    public nonisolated enum MemoryLimit: OpenEnum, EmptyDecodable {
        case limit1g
        case limit4g
        case limit16g
        case limit64g
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1g": self = .limit1g
            case "4g": self = .limit4g
            case "16g": self = .limit16g
            case "64g": self = .limit64g
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .limit1g: "1g"
            case .limit4g: "4g"
            case .limit16g: "16g"
            case .limit64g: "64g"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileIDs = try container.decodeIfPresent([String].self, forKey: "file_ids")
        self.memoryLimit = try container.decodeIfPresent(LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto.MemoryLimit.self, forKey: "memory_limit")
        self.networkPolicy = try container.decodeIfPresent(LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoNetworkPolicy.self, forKey: "network_policy")
        self.skills = try container.decodeIfPresent([LiveResponsesDelegationConfigToolShellEnvironmentContainerAutoSkill].self, forKey: "skills")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "container_auto")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.fileIDs, forKey: "file_ids")
        try container.encodeIfPresent(self.memoryLimit, forKey: "memory_limit")
        try container.encodeIfPresent(self.networkPolicy, forKey: "network_policy")
        try container.encodeIfPresent(self.skills, forKey: "skills")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigToolShellEnvironmentContainerAuto {
    public static var fileIDs: Self { Self("file_ids") }
    public static var memoryLimit: Self { Self("memory_limit") }
    public static var networkPolicy: Self { Self("network_policy") }
    public static var skills: Self { Self("skills") }
}
