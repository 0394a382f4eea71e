// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The permanent delivery failure, or null when no failure occurred.
///
/// - Schema: `#/components/schemas/AutomationInvocationError`
public nonisolated struct AutomationInvocationError: Codable, Equatable, Sendable, EmptyDecodable {
    /// A machine-readable error code.
    public var code: String

    /// A public explanation of the delivery failure.
    public var message: String

    public init(
        code: String,
        message: String
    ) {
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
    }
}
