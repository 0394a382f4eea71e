// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationSpendLimitsIncreaseRequestsDenyRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var suppressNotification: Bool?

    public init(
        suppressNotification: Bool? = nil
    ) {
        self.suppressNotification = suppressNotification
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.suppressNotification = try container.decodeIfPresent(Bool.self, forKey: "suppress_notification")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.suppressNotification, forKey: "suppress_notification")
    }
}
