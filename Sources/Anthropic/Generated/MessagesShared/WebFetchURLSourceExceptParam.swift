// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The tool filter variant under which every result but the named
/// tools' contributes.
///
/// - Schema: `#/components/schemas/WebFetchURLSourceExceptParam`
public nonisolated struct WebFetchURLSourceExceptParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var tools: [WebFetchURLSourceToolReferenceParam]

    public var type: String

    public init(
        tools: [WebFetchURLSourceToolReferenceParam]
    ) {
        self.tools = tools
        self.type = "except"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            tools: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.tools = try container.decodeRequired([WebFetchURLSourceToolReferenceParam].self, forKey: "tools", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "except")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.tools, forKey: "tools")
        try container.encode(self.type, forKey: "type")
    }
}
