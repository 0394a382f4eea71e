// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ServerToolCaller_20260120
///
/// - Schema: `#/components/schemas/ServerToolCaller_20260120`
public nonisolated struct ServerToolCaller_20260120: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tool Id
    public var toolID: String

    /// Type
    public var type: String

    public init(
        toolID: String
    ) {
        self.toolID = toolID
        self.type = "code_execution_20260120"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolID = try container.decodeRequired(String.self, forKey: "tool_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_20260120")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.toolID, forKey: "tool_id")
        try container.encode(self.type, forKey: "type")
    }
}
