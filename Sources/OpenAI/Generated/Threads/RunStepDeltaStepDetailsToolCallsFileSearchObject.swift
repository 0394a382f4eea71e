// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// File search tool call
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsFileSearchObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsFileSearchObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the tool call in the tool calls array.
    public var index: Int

    /// The ID of the tool call object.
    public var id: String?

    /// The type of tool call. This is always going to be `file_search` for this type of tool call.
    public var type: String

    /// For now, this is always going to be an empty object.
    public var fileSearch: JSONValue

    public init(
        index: Int,
        fileSearch: JSONValue,
        id: String? = nil
    ) {
        self.index = index
        self.id = id
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue,
            fileSearch: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeRequired(JSONValue.self, forKey: "file_search", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileSearch, forKey: "file_search")
    }
}
