// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resume from the response named by ``previous_message_id``.
///
/// - Schema: `#/components/schemas/BetaThreadContinueParams`
public nonisolated struct BetaThreadContinueParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// The `id` of the previous response in this Thread.
    public var previousMessageID: String

    public var type: String

    public init(
        previousMessageID: String
    ) {
        self.previousMessageID = previousMessageID
        self.type = "continue"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            previousMessageID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.previousMessageID = try container.decodeRequired(String.self, forKey: "previous_message_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "continue")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.previousMessageID, forKey: "previous_message_id")
        try container.encode(self.type, forKey: "type")
    }
}
