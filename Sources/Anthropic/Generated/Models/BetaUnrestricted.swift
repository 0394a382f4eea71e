// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Unrestricted network access.
///
/// - Schema: `#/components/schemas/BetaUnrestrictedNetwork`
public struct BetaUnrestrictedNetwork: Codable, Hashable, Sendable {
    /// Network policy type
    public var type: String

    public init() {
        self.type = "unrestricted"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "unrestricted"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
