// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool calls are automatically approved without user confirmation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAlwaysAllowPolicy`
public struct BetaManagedAgentsAlwaysAllowPolicy: Codable, Hashable, Sendable {
    public var type: String

    public init() {
        self.type = "always_allow"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "always_allow"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// Tool calls require user confirmation before execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAlwaysAskPolicy`
public struct BetaManagedAgentsAlwaysAskPolicy: Codable, Hashable, Sendable {
    public var type: String

    public init() {
        self.type = "always_ask"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "always_ask"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
