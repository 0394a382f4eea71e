// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationClaudeCodeManagedSettingsRbacGroupsSetRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The whole settings document, a JSON object of Claude Code managed settings. It
    /// replaces any stored document. At most 1 MiB as the server stores it, which can
    /// be larger than the request body.
    public var settings: [String: JSONValue]

    public init(
        settings: [String: JSONValue]
    ) {
        self.settings = settings
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            settings: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.settings = try container.decodeRequired([String: JSONValue].self, forKey: "settings", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.settings, forKey: "settings")
    }
}
