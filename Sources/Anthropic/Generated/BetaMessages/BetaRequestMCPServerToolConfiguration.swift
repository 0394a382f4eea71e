// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestMCPServerToolConfiguration
///
/// - Schema: `#/components/schemas/BetaRequestMCPServerToolConfiguration`
public nonisolated struct BetaRequestMCPServerToolConfiguration: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Allowed Tools
    public var allowedTools: [String]?

    /// Enabled
    public var enabled: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedTools: [String]? = nil,
        enabled: Bool? = nil
    ) {
        self.allowedTools = allowedTools
        self.enabled = enabled
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedTools = try container.decodeIfPresent([String].self, forKey: "allowed_tools")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}

nonisolated extension NullableMember where Owner == BetaRequestMCPServerToolConfiguration {
    public static var allowedTools: Self { Self("allowed_tools") }
    public static var enabled: Self { Self("enabled") }
}
