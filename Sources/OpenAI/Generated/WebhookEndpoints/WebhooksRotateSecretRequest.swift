// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct WebhooksRotateSecretRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to keep the previous signing secret valid for 24 hours after rotation.
    ///
    /// Defaults to false, which invalidates the previous secret immediately.
    public var keepOldSecretActiveFor24Hours: Bool?

    public init(
        keepOldSecretActiveFor24Hours: Bool? = nil
    ) {
        self.keepOldSecretActiveFor24Hours = keepOldSecretActiveFor24Hours
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.keepOldSecretActiveFor24Hours = try container.decodeIfPresent(Bool.self, forKey: "keep_old_secret_active_for_24_hours")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.keepOldSecretActiveFor24Hours, forKey: "keep_old_secret_active_for_24_hours")
    }
}
