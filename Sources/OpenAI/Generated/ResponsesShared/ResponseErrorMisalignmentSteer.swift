// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An optional public continuation instruction.
///
/// - Schema: `#/components/schemas/ResponseErrorMisalignmentSteer`
public nonisolated struct ResponseErrorMisalignmentSteer: Codable, Equatable, Sendable, EmptyDecodable {
    /// The public continuation instruction.
    public var message: String

    public init(
        message: String
    ) {
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
    }
}
