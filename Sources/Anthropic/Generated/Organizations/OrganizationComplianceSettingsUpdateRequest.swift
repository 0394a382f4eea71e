// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationComplianceSettingsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Desired state. Accepts the string shorthand "enabled" or "disabled" in place of
    /// the object form; the response always returns the canonical object form.
    public var state: ComplianceSettingsStateParam

    public init(
        state: ComplianceSettingsStateParam
    ) {
        self.state = state
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
        self.state = try container.decodeRequired(ComplianceSettingsStateParam.self, forKey: "state", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.state, forKey: "state")
    }
}
