// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolSearchToolSearchResultBlock
///
/// - Schema: `#/components/schemas/RequestToolSearchToolSearchResultBlock`
public nonisolated struct RequestToolSearchToolSearchResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Tool References
    public var toolReferences: [RequestToolReferenceBlock]

    /// Type
    public var type: String

    public init(
        toolReferences: [RequestToolReferenceBlock]
    ) {
        self.toolReferences = toolReferences
        self.type = "tool_search_tool_search_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            toolReferences: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.toolReferences = try container.decodeRequired([RequestToolReferenceBlock].self, forKey: "tool_references", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_tool_search_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.toolReferences, forKey: "tool_references")
        try container.encode(self.type, forKey: "type")
    }
}
