// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestMCPServerToolConfiguration
///
/// - Schema: `#/components/schemas/BetaRequestMCPServerToolConfiguration`
public struct BetaRequestMCPServerToolConfiguration: Codable, Equatable, Sendable, EmptyDecodable {
    /// Allowed Tools
    public var allowedTools: [String]?

    /// Enabled
    public var enabled: Bool?

    public init(
        allowedTools: [String]? = nil,
        enabled: Bool? = nil
    ) {
        self.allowedTools = allowedTools
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedTools = try container.decodeIfPresent([String].self, forKey: "allowed_tools")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.allowedTools, forKey: "allowed_tools")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}
