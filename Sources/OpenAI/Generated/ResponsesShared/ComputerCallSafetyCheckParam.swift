// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A pending safety check for the computer call.
///
/// - Schema: `#/components/schemas/ComputerCallSafetyCheckParam`
public struct ComputerCallSafetyCheckParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the pending safety check.
    public var id: String

    public var code: String?

    public var message: String?

    public init(
        id: String,
        code: String? = nil,
        message: String? = nil
    ) {
        self.id = id
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeIfPresent(String.self, forKey: "message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.code, forKey: "code")
        try container.encodeIfPresent(self.message, forKey: "message")
    }
}
