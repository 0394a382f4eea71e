// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaComplianceSettings`
public nonisolated struct BetaComplianceSettings: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Read-only.
    ///
    /// Whether Access Transparency is on for the organization. Returned only when the
    /// request sends the `anthropic-beta: efs-2026-10-01` header and Access
    /// Transparency is available to the organization; otherwise omitted. If the status
    /// can't be read, getting Compliance Settings returns an error; an update still
    /// saves, but then reports `disabled` whatever the real status, so get the settings
    /// again to check it.
    public var accessTransparency: BetaAccessTransparency?

    /// Whether the Compliance API is enabled for this organization.
    public var state: ComplianceSettingsState

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        state: ComplianceSettingsState,
        accessTransparency: BetaAccessTransparency? = nil
    ) {
        self.accessTransparency = accessTransparency
        self.state = state
        self.type = "compliance_settings"
        self.nullNames = []
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
        self.accessTransparency = try container.decodeIfPresent(BetaAccessTransparency.self, forKey: "access_transparency")
        self.state = try container.decodeRequired(ComplianceSettingsState.self, forKey: "state", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compliance_settings")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.accessTransparency, forKey: "access_transparency")
        try container.encode(self.state, forKey: "state")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceSettings {
    public static var accessTransparency: Self { Self("access_transparency") }
}
