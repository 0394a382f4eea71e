// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The error reported while preparing the environment, if any.
///
/// - Schema: `#/components/schemas/AgentSessionEnvironmentStateError`
public nonisolated struct AgentSessionEnvironmentStateError: Codable, Equatable, Sendable, EmptyDecodable {
    /// A machine-readable error code.
    public var code: String

    /// A human-readable error message.
    public var message: String

    /// The error type.
    public var type: String

    public init(
        code: String,
        message: String,
        type: String
    ) {
        self.code = code
        self.message = message
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.type, forKey: "type")
    }
}
