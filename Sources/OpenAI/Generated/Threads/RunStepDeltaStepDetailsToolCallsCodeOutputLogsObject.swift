// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Text output from the Code Interpreter tool call as part of a run step.
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsCodeOutputLogsObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the output in the outputs array.
    public var index: Int

    /// Always `logs`.
    public var type: String

    /// The text output from the Code Interpreter tool call.
    public var logs: String?

    public init(
        index: Int,
        logs: String? = nil
    ) {
        self.index = index
        self.type = "logs"
        self.logs = logs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "logs")
        self.logs = try container.decodeIfPresent(String.self, forKey: "logs")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.logs, forKey: "logs")
    }
}
