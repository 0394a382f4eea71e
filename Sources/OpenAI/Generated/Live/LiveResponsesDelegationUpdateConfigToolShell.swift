// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Responses shell tool.
///
/// Use a hosted container or return local shell results with response.item.create. Domain secrets are not supported.
///
/// - Schema: `#/components/schemas/LiveResponsesDelegationUpdateConfigToolShell`
public nonisolated struct LiveResponsesDelegationUpdateConfigToolShell: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var environment: LiveResponsesDelegationUpdateConfigToolShellEnvironment?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: LiveResponsesDelegationUpdateConfigToolShellEnvironment? = nil
    ) {
        self.environment = environment
        self.type = "shell"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environment = try container.decodeIfPresent(LiveResponsesDelegationUpdateConfigToolShellEnvironment.self, forKey: "environment")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "shell")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.environment, forKey: "environment")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationUpdateConfigToolShell {
    public static var environment: Self { Self("environment") }
}
