// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ErroredResult
///
/// - Schema: `#/components/schemas/ErroredResult`
public nonisolated struct ErroredResult: Codable, Equatable, Sendable, EmptyDecodable {
    public var error: ErrorResponse

    /// Type
    public var type: String

    public init(
        error: ErrorResponse
    ) {
        self.error = error
        self.type = "errored"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeRequired(ErrorResponse.self, forKey: "error", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "errored")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.error, forKey: "error")
        try container.encode(self.type, forKey: "type")
    }
}
