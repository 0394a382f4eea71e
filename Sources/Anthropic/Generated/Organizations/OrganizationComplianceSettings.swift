// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationComplianceSettings`
public nonisolated struct OrganizationComplianceSettings: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the Compliance API is enabled for this organization.
    public var state: ComplianceSettingsState

    public var type: String

    public init(
        state: ComplianceSettingsState
    ) {
        self.state = state
        self.type = "compliance_settings"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            state: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.state = try container.decodeRequired(ComplianceSettingsState.self, forKey: "state", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compliance_settings")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.state, forKey: "state")
        try container.encode(self.type, forKey: "type")
    }
}
