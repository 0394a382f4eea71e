// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationClaudeTagSlackChannelsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The settings to change.
    public var settings: BetaClaudeTagSettingsUpdateParam

    public init(
        settings: BetaClaudeTagSettingsUpdateParam
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
        self.settings = try container.decodeRequired(BetaClaudeTagSettingsUpdateParam.self, forKey: "settings", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.settings, forKey: "settings")
    }
}
