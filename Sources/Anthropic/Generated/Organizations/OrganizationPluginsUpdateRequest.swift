// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Serve this version of the Plugin (prefixed `pluginver_`) and pin the served
    /// version to it; `latest` is not accepted.
    public var servedVersionID: String

    public init(
        servedVersionID: String
    ) {
        self.servedVersionID = servedVersionID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            servedVersionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.servedVersionID = try container.decodeRequired(String.self, forKey: "served_version_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.servedVersionID, forKey: "served_version_id")
    }
}
