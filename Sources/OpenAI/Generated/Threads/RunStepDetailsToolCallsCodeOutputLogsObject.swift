// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Text output from the Code Interpreter tool call as part of a run step.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeOutputLogsObject`
public nonisolated struct RunStepDetailsToolCallsCodeOutputLogsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `logs`.
    public var type: String

    /// The text output from the Code Interpreter tool call.
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
