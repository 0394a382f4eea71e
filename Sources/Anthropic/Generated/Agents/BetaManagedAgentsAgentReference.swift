// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A resolved agent reference with a concrete version.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentReference`
public nonisolated struct BetaManagedAgentsAgentReference: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public var version: Int

    public init(
        id: String,
        version: Int
    ) {
        self.type = "agent"
        self.id = id
        self.version = version
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            version: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.version = try container.decodeRequired(Int.self, forKey: "version", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.version, forKey: "version")
    }
}
