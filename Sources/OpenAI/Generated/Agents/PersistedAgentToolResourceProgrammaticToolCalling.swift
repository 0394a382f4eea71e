// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Enables calling tools from model-generated code.
///
/// - Schema: `#/components/schemas/PersistedAgentToolResourceProgrammaticToolCalling`
public nonisolated struct PersistedAgentToolResourceProgrammaticToolCalling: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether tools can be called from model-generated code.
    public var enabled: Bool

    /// The type of the object. Always `programmatic_tool_calling`.
    public var type: String

    public init(
        enabled: Bool
    ) {
        self.enabled = enabled
        self.type = "programmatic_tool_calling"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "programmatic_tool_calling")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.type, forKey: "type")
    }
}
