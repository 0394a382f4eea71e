// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS supplied directly; no network fetch.
///
/// - Schema: `#/components/schemas/JWKSInlineParam`
public nonisolated struct JWKSInlineParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Inline JWK objects.
    public var keys: [[String: JSONValue]]

    public var type: String

    public init(
        keys: [[String: JSONValue]]
    ) {
        self.keys = keys
        self.type = "inline"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            keys: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.keys = try container.decodeRequired([[String: JSONValue]].self, forKey: "keys", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.keys, forKey: "keys")
        try container.encode(self.type, forKey: "type")
    }
}
