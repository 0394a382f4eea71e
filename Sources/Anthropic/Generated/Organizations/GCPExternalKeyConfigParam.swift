// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/GCPExternalKeyConfigParam`
public nonisolated struct GCPExternalKeyConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Full resource name of the Cloud KMS key.
    public var keyName: String

    public var type: String

    public init(
        keyName: String
    ) {
        self.keyName = keyName
        self.type = "gcp"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            keyName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.keyName = try container.decodeRequired(String.self, forKey: "key_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "gcp")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.keyName, forKey: "key_name")
        try container.encode(self.type, forKey: "type")
    }
}
