// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool that allows the model to execute shell commands in a local environment.
///
/// - Schema: `#/components/schemas/LocalShellToolParam`
public nonisolated struct LocalShellToolParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the local shell tool. Always `local_shell`.
    public var type: String

    public init() {
        self.type = "local_shell"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "local_shell")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
