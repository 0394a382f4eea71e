// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specification for an Agent. Provide a specific `version` or use the short-form `agent="agent_id"` for the most recent version
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentParams`
public nonisolated struct BetaManagedAgentsAgentParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The `agent` ID.
    public var id: String

    /// The specific `agent` version to use. Omit to use the latest version. Must be at least 1 if specified.
    public var version: Int?

    public init(
        id: String,
        version: Int? = nil
    ) {
        self.type = "agent"
        self.id = id
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.version = try container.decodeIfPresent(Int.self, forKey: "version")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.version, forKey: "version")
    }
}
