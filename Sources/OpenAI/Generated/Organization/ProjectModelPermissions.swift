// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents the model allowlist or denylist policy for a project.
///
/// - Schema: `#/components/schemas/ProjectModelPermissions`
public nonisolated struct ProjectModelPermissions: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `project.model_permissions`.
    public var object: String

    /// Whether the project uses an allowlist or a denylist.
    public var mode: ProjectModelPermissions.Mode

    /// The model IDs included in the model permissions policy.
    public var modelIDs: [String]

    public init(
        mode: ProjectModelPermissions.Mode,
        modelIDs: [String]
    ) {
        self.object = "project.model_permissions"
        self.mode = mode
        self.modelIDs = modelIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue,
            modelIDs: .emptyValue
        )
    }

    /// Whether the project uses an allowlist or a denylist.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case allowList
        case denyList
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "allow_list": self = .allowList
            case "deny_list": self = .denyList
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .allowList: "allow_list"
            case .denyList: "deny_list"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.model_permissions")
        self.mode = try container.decodeRequired(ProjectModelPermissions.Mode.self, forKey: "mode", in: decoder)
        self.modelIDs = try container.decodeRequired([String].self, forKey: "model_ids", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.mode, forKey: "mode")
        try container.encode(self.modelIDs, forKey: "model_ids")
    }
}
