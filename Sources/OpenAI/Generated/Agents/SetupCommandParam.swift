// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A confidential setup command executed before the hosted agent starts.
///
/// - Schema: `#/components/schemas/SetupCommandParam`
public nonisolated struct SetupCommandParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The shell command to execute.
    public var command: String

    /// The absolute working directory. Defaults to `/workspace`.
    public var cwd: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        command: String,
        cwd: String? = nil
    ) {
        self.command = command
        self.cwd = cwd
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            command: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.command = try container.decodeRequired(String.self, forKey: "command", in: decoder)
        self.cwd = try container.decodeIfPresent(String.self, forKey: "cwd")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.command, forKey: "command")
        try container.encodeIfPresent(self.cwd, forKey: "cwd")
    }
}

nonisolated extension NullableMember where Owner == SetupCommandParam {
    public static var cwd: Self { Self("cwd") }
}
