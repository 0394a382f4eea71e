// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Execute a shell command.
///
/// - Schema: `#/components/schemas/FunctionShellAction`
public nonisolated struct FunctionShellAction: Codable, Equatable, Sendable, EmptyDecodable {
    public var commands: [String]

    public var timeoutMs: Int?

    public var maxOutputLength: Int?

    public init(
        commands: [String],
        timeoutMs: Int?,
        maxOutputLength: Int?
    ) {
        self.commands = commands
        self.timeoutMs = timeoutMs
        self.maxOutputLength = maxOutputLength
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            commands: .emptyValue,
            timeoutMs: nil,
            maxOutputLength: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.commands = try container.decodeRequired([String].self, forKey: "commands", in: decoder)
        self.timeoutMs = try container.decodeIfPresent(Int.self, forKey: "timeout_ms")
        self.maxOutputLength = try container.decodeIfPresent(Int.self, forKey: "max_output_length")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.commands, forKey: "commands")
        try container.encode(self.timeoutMs, forKey: "timeout_ms")
        try container.encode(self.maxOutputLength, forKey: "max_output_length")
    }
}
