// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectModelPermissionsUpdateRequest`
public nonisolated struct ProjectModelPermissionsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The model permissions mode to apply.
    public var mode: ProjectModelPermissionsUpdateRequest.Mode

    /// The model IDs included in this permissions policy.
    public var modelIDs: [String]

    public init(
        mode: ProjectModelPermissionsUpdateRequest.Mode,
        modelIDs: [String]
    ) {
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

    /// The model permissions mode to apply.
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
        self.mode = try container.decodeRequired(ProjectModelPermissionsUpdateRequest.Mode.self, forKey: "mode", in: decoder)
        self.modelIDs = try container.decodeRequired([String].self, forKey: "model_ids", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mode, forKey: "mode")
        try container.encode(self.modelIDs, forKey: "model_ids")
    }
}
