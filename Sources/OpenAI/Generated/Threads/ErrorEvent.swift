// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIChat

/// Occurs when an [error](https://platform.openai.com/docs/guides/error-codes#api-errors) occurs. This can happen due to an internal server error or a timeout.
///
/// - Schema: `#/components/schemas/ErrorEvent`
public nonisolated struct ErrorEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var event: String

    public var data: APIError

    public init(
        data: APIError
    ) {
        self.event = "error"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "error")
        self.data = try container.decodeRequired(APIError.self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.event, forKey: "event")
        try container.encode(self.data, forKey: "data")
    }
}
