// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CreateMessageBatchParams
///
/// - Schema: `#/components/schemas/BetaCreateMessageBatchParams`
public nonisolated struct BetaCreateMessageBatchParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// List of requests for prompt completion. Each is an individual request to create a Message.
    public var requests: [BetaMessageBatchIndividualRequestParams]

    public init(
        requests: [BetaMessageBatchIndividualRequestParams]
    ) {
        self.requests = requests
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            requests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.requests = try container.decodeRequired([BetaMessageBatchIndividualRequestParams].self, forKey: "requests", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.requests, forKey: "requests")
    }
}
