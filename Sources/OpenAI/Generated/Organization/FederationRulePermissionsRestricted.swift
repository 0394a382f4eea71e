// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FederationRulePermissionsRestricted`
public nonisolated struct FederationRulePermissionsRestricted: Codable, Equatable, Sendable, EmptyDecodable {
    public var scopes: [String]

    public var type: String

    public init(
        scopes: [String]
    ) {
        self.scopes = scopes
        self.type = "restricted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            scopes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.scopes = try container.decodeRequired([String].self, forKey: "scopes", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "restricted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.scopes, forKey: "scopes")
        try container.encode(self.type, forKey: "type")
    }
}
