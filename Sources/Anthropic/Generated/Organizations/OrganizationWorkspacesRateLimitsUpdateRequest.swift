// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkspacesRateLimitsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Limits to set or clear. Unspecified limit types are unchanged.
    public var limits: [WorkspaceRateLimitUpdateValueParam]

    public init(
        limits: [WorkspaceRateLimitUpdateValueParam]
    ) {
        self.limits = limits
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            limits: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.limits = try container.decodeRequired([WorkspaceRateLimitUpdateValueParam].self, forKey: "limits", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.limits, forKey: "limits")
    }
}
