// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON Schema for custom tool input parameters.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCustomToolInputSchema`
public nonisolated struct BetaManagedAgentsCustomToolInputSchema: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Must be 'object' for tool input schemas.
    public var type: String?

    /// JSON Schema properties defining the tool's input parameters.
    public var properties: BetaManagedAgentsStruct?

    /// List of required property names.
    public var required: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: String? = nil,
        properties: BetaManagedAgentsStruct? = nil,
        required: [String]? = nil
    ) {
        self.type = type
        self.properties = properties
        self.required = required
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "object")
        self.properties = try container.decodeIfPresent(BetaManagedAgentsStruct.self, forKey: "properties")
        self.required = try container.decodeIfPresent([String].self, forKey: "required")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.properties, forKey: "properties")
        try container.encodeIfPresent(self.required, forKey: "required")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCustomToolInputSchema {
    public static var properties: Self { Self("properties") }
}
