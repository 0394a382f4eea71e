// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AdminApiKeysCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var name: String

    /// The number of seconds until the API key expires. Omit this field for a key that does not expire.
    public var expiresInSeconds: Int?

    public init(
        name: String,
        expiresInSeconds: Int? = nil
    ) {
        self.name = name
        self.expiresInSeconds = expiresInSeconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.expiresInSeconds = try container.decodeIfPresent(Int.self, forKey: "expires_in_seconds")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.expiresInSeconds, forKey: "expires_in_seconds")
    }
}
