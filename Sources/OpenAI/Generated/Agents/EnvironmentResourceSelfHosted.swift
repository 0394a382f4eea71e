// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An environment hosted by the application.
///
/// - Schema: `#/components/schemas/EnvironmentResourceSelfHosted`
public nonisolated struct EnvironmentResourceSelfHosted: Codable, Equatable, Sendable, EmptyDecodable {
    /// Directories that contain capabilities exposed to the agent.
    public var capabilityDirectories: [String]

    /// The public ID of the environment.
    public var id: String

    /// Pass this URL unchanged to `codex exec-server --remote` when connecting this
    /// environment.
    public var remoteURL: String

    /// The type of the object. Always `self_hosted`.
    public var type: String

    /// The absolute project directory inside the environment.
    ///
    /// Defaults to `/workspace`.
    public var workspaceDirectory: String

    public init(
        capabilityDirectories: [String],
        id: String,
        remoteURL: String,
        workspaceDirectory: String
    ) {
        self.capabilityDirectories = capabilityDirectories
        self.id = id
        self.remoteURL = remoteURL
        self.type = "self_hosted"
        self.workspaceDirectory = workspaceDirectory
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilityDirectories: .emptyValue,
            id: .emptyValue,
            remoteURL: .emptyValue,
            workspaceDirectory: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilityDirectories = try container.decodeRequired([String].self, forKey: "capability_directories", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.remoteURL = try container.decodeRequired(String.self, forKey: "remote_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "self_hosted")
        self.workspaceDirectory = try container.decodeRequired(String.self, forKey: "workspace_directory", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.capabilityDirectories, forKey: "capability_directories")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.remoteURL, forKey: "remote_url")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceDirectory, forKey: "workspace_directory")
    }
}
