// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates that the shell commands finished and returned an exit code.
///
/// - Schema: `#/components/schemas/FunctionShellCallOutputExitOutcome`
public nonisolated struct FunctionShellCallOutputExitOutcome: Codable, Equatable, Sendable, EmptyDecodable {
    /// The outcome type. Always `exit`.
    public var type: String

    /// Exit code from the shell process.
    public var exitCode: Int

    public init(
        exitCode: Int
    ) {
        self.type = "exit"
        self.exitCode = exitCode
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            exitCode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "exit")
        self.exitCode = try container.decodeRequired(Int.self, forKey: "exit_code", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.exitCode, forKey: "exit_code")
    }
}
