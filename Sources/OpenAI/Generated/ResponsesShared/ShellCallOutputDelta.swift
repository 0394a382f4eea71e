// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A delta of stdout/stderr emitted while a shell call was running.
///
/// - Schema: `#/components/schemas/ShellCallOutputDelta`
public nonisolated struct ShellCallOutputDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// The stdout delta that was emitted.
    public var stdout: String?

    /// The stderr delta that was emitted.
    public var stderr: String?

    public init(
        stdout: String? = nil,
        stderr: String? = nil
    ) {
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.stdout = try container.decodeIfPresent(String.self, forKey: "stdout")
        self.stderr = try container.decodeIfPresent(String.self, forKey: "stderr")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.stdout, forKey: "stdout")
        try container.encodeIfPresent(self.stderr, forKey: "stderr")
    }
}
