// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationEnvironmentResourceSelfHosted`
public nonisolated struct AutomationEnvironmentResourceSelfHosted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that expose capabilities to the agent.
    public var capabilityDirectories: [String]

    /// An existing registration, or null to create a session-owned environment.
    public var environmentID: String?

    /// The type of the object. Always `self_hosted`.
    public var type: String

    /// The absolute project directory in the environment.
    public var workspaceDirectory: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilityDirectories: [String],
        workspaceDirectory: String,
        environmentID: String? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.environmentID = environmentID
        self.type = "self_hosted"
        self.workspaceDirectory = workspaceDirectory
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilityDirectories: .emptyValue,
            workspaceDirectory: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeRequired([String].self, forKey: "capability_directories", in: decoder)
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "self_hosted")
        self.workspaceDirectory = try container.decodeRequired(String.self, forKey: "workspace_directory", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.capabilityDirectories, forKey: "capability_directories")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceDirectory, forKey: "workspace_directory")
    }
}

nonisolated extension NullableMember where Owner == AutomationEnvironmentResourceSelfHosted {
    public static var environmentID: Self { Self("environment_id") }
}
