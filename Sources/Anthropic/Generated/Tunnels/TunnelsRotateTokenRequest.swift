// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct TunnelsRotateTokenRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional free-text reason for the rotation, recorded for audit.
    public var reason: String?

    public init(
        reason: String? = nil
    ) {
        self.reason = reason
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.reason, forKey: "reason")
    }
}
