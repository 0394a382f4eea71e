// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A collection of keypresses the model would like to perform.
///
/// - Schema: `#/components/schemas/KeyPressAction`
public nonisolated struct KeyPressAction: Codable, Equatable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a keypress action, this property is always set to `keypress`.
    public var type: String

    /// The combination of keys the model is requesting to be pressed. This is an array of strings, each representing a key.
    public var keys: [String]

    public init(
        keys: [String]
    ) {
        self.type = "keypress"
        self.keys = keys
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "keypress")
        self.keys = try container.decodeRequired([String].self, forKey: "keys", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.keys, forKey: "keys")
    }
}
