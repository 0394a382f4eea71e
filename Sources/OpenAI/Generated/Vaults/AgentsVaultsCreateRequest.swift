// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsVaultsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Key-value pairs to associate with the vault, such as an application or team
    /// identifier.
    public var metadata: [String: String]?

    /// The name is trimmed before storage.
    ///
    /// It must contain 1 to 256 UTF-8 bytes after trimming.
    public var name: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        metadata: [String: String]? = nil,
        name: String? = nil
    ) {
        self.metadata = metadata
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == AgentsVaultsCreateRequest {
    public static var metadata: Self { Self("metadata") }
}
