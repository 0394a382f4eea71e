// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An application-hosted environment configured inline.
///
/// - Schema: `#/components/schemas/EnvironmentParamSelfHosted`
public nonisolated struct EnvironmentParamSelfHosted: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Directories that contain capabilities exposed to the agent.
    ///
    /// Defaults to an empty list.
    public var capabilityDirectories: [String]?

    /// The type of the object. Always `self_hosted`.
    public var type: String

    /// Absolute project directory inside the self-hosted environment.
    public var workspaceDirectory: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        workspaceDirectory: String,
        capabilityDirectories: [String]? = nil
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.type = "self_hosted"
        self.workspaceDirectory = workspaceDirectory
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workspaceDirectory: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeIfPresent([String].self, forKey: "capability_directories")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "self_hosted")
        self.workspaceDirectory = try container.decodeRequired(String.self, forKey: "workspace_directory", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.capabilityDirectories, forKey: "capability_directories")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceDirectory, forKey: "workspace_directory")
    }
}

nonisolated extension NullableMember where Owner == EnvironmentParamSelfHosted {
    public static var capabilityDirectories: Self { Self("capability_directories") }
}
