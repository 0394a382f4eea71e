// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateFineTuningCheckpointPermissionRequest`
public nonisolated struct CreateFineTuningCheckpointPermissionRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The project identifiers to grant access to.
    public var projectIDs: [String]

    public init(
        projectIDs: [String]
    ) {
        self.projectIDs = projectIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            projectIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.projectIDs = try container.decodeRequired([String].self, forKey: "project_ids", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.projectIDs, forKey: "project_ids")
    }
}
