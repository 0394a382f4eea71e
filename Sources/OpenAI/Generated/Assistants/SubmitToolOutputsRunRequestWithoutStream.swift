// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SubmitToolOutputsRunRequestWithoutStream`
public nonisolated struct SubmitToolOutputsRunRequestWithoutStream: Codable, Equatable, Sendable, EmptyDecodable {
    /// A list of tools for which the outputs are being submitted.
    public var toolOutputs: [SubmitToolOutputsRunRequestWithoutStream.ToolOutput]

    public init(
        toolOutputs: [SubmitToolOutputsRunRequestWithoutStream.ToolOutput]
    ) {
        self.toolOutputs = toolOutputs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolOutputs: .emptyValue
        )
    }

    public nonisolated struct ToolOutput: Codable, Equatable, Sendable, EmptyDecodable {
        /// The ID of the tool call in the `required_action` object within the run object the output is being submitted for.
        public var toolCallID: String?

        /// The output of the tool call to be submitted to continue the run.
        public var output: String?

        public init(
            toolCallID: String? = nil,
            output: String? = nil
        ) {
            self.toolCallID = toolCallID
            self.output = output
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.toolCallID = try container.decodeIfPresent(String.self, forKey: "tool_call_id")
            self.output = try container.decodeIfPresent(String.self, forKey: "output")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.toolCallID, forKey: "tool_call_id")
            try container.encodeIfPresent(self.output, forKey: "output")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolOutputs = try container.decodeRequired([SubmitToolOutputsRunRequestWithoutStream.ToolOutput].self, forKey: "tool_outputs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.toolOutputs, forKey: "tool_outputs")
    }
}
