// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Captured stdout and stderr for a portion of a shell tool call output.
///
/// - Schema: `#/components/schemas/FunctionShellCallOutputContentParam`
public nonisolated struct FunctionShellCallOutputContentParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Captured stdout output for the shell call.
    public var stdout: String

    /// Captured stderr output for the shell call.
    public var stderr: String

    /// The exit or timeout outcome associated with this shell call.
    public var outcome: FunctionShellCallOutputOutcomeParam

    public init(
        stdout: String,
        stderr: String,
        outcome: FunctionShellCallOutputOutcomeParam
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.outcome = outcome
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            stdout: .emptyValue,
            stderr: .emptyValue,
            outcome: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.stdout = try container.decodeRequired(String.self, forKey: "stdout", in: decoder)
        self.stderr = try container.decodeRequired(String.self, forKey: "stderr", in: decoder)
        self.outcome = try container.decodeRequired(FunctionShellCallOutputOutcomeParam.self, forKey: "outcome", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.stdout, forKey: "stdout")
        try container.encode(self.stderr, forKey: "stderr")
        try container.encode(self.outcome, forKey: "outcome")
    }
}
