// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The output of a code interpreter tool call that is text.
///
/// - Schema: `#/components/schemas/CodeInterpreterTextOutput`
public nonisolated struct CodeInterpreterTextOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the code interpreter text output. Always `logs`.
    public var type: String

    /// The logs of the code interpreter tool call.
    public var logs: String

    public init(
        logs: String
    ) {
        self.type = "logs"
        self.logs = logs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            logs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "logs")
        self.logs = try container.decodeRequired(String.self, forKey: "logs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.logs, forKey: "logs")
    }
}
