// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates that the shell call exceeded its configured time limit.
///
/// - Schema: `#/components/schemas/FunctionShellCallOutputTimeoutOutcomeParam`
public nonisolated struct FunctionShellCallOutputTimeoutOutcomeParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The outcome type. Always `timeout`.
    public var type: String

    public init() {
        self.type = "timeout"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "timeout")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
