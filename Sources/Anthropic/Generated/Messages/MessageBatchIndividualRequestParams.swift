// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageBatchIndividualRequestParams
///
/// - Schema: `#/components/schemas/MessageBatchIndividualRequestParams`
public nonisolated struct MessageBatchIndividualRequestParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Developer-provided ID created for each request in a Message Batch. Useful for matching results to requests, as results may be given out of request order.
    ///
    /// Must be unique for each request within the Message Batch.
    public var customID: String

    /// Messages API creation parameters for the individual request.
    ///
    /// See the [Messages API reference](https://docs.claude.com/en/api/messages) for full documentation on available parameters.
    public var params: CreateMessageParams

    public init(
        customID: String,
        params: CreateMessageParams
    ) {
        self.customID = customID
        self.params = params
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            customID: .emptyValue,
            params: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.customID = try container.decodeRequired(String.self, forKey: "custom_id", in: decoder)
        self.params = try container.decodeRequired(CreateMessageParams.self, forKey: "params", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.customID, forKey: "custom_id")
        try container.encode(self.params, forKey: "params")
    }
}
