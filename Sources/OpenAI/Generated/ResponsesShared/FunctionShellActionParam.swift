// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Commands and limits describing how to run the shell tool call.
///
/// - Schema: `#/components/schemas/FunctionShellActionParam`
public nonisolated struct FunctionShellActionParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Ordered shell commands for the execution environment to run.
    public var commands: [String]

    public var timeoutMs: Int?

    public var maxOutputLength: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        commands: [String],
        timeoutMs: Int? = nil,
        maxOutputLength: Int? = nil
    ) {
        self.commands = commands
        self.timeoutMs = timeoutMs
        self.maxOutputLength = maxOutputLength
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            commands: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.commands = try container.decodeRequired([String].self, forKey: "commands", in: decoder)
        self.timeoutMs = try container.decodeIfPresent(Int.self, forKey: "timeout_ms")
        self.maxOutputLength = try container.decodeIfPresent(Int.self, forKey: "max_output_length")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.commands, forKey: "commands")
        try container.encodeIfPresent(self.timeoutMs, forKey: "timeout_ms")
        try container.encodeIfPresent(self.maxOutputLength, forKey: "max_output_length")
    }
}

nonisolated extension NullableMember where Owner == FunctionShellActionParam {
    public static var timeoutMs: Self { Self("timeout_ms") }
    public static var maxOutputLength: Self { Self("max_output_length") }
}
