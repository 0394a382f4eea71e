// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalStorageCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var projectID: String

    public var provider: ExternalStorageCreateParamsProvider

    public init(
        projectID: String,
        provider: ExternalStorageCreateParamsProvider
    ) {
        self.projectID = projectID
        self.provider = provider
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            projectID: .emptyValue,
            provider: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.provider = try container.decodeRequired(ExternalStorageCreateParamsProvider.self, forKey: "provider", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.provider, forKey: "provider")
    }
}
