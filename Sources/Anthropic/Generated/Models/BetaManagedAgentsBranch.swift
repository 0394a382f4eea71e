// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsBranchCheckout`
public struct BetaManagedAgentsBranchCheckout: Codable, Hashable, Sendable {
    public var type: String

    /// Branch name to check out.
    public var name: String

    public init(
        name: String
    ) {
        self.type = "branch"
        self.name = name
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "branch"
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.name, forKey: .name)
    }
}
