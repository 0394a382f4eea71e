// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/VectorStoreSearchResultItem`
public nonisolated struct VectorStoreSearchResultItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the vector store file.
    public var fileID: String

    /// The name of the vector store file.
    public var filename: String

    /// The similarity score for the result.
    public var score: Double

    public var attributes: VectorStoreFileAttributes?

    /// Content chunks from the file.
    public var content: [VectorStoreSearchResultContentObject]

    public init(
        fileID: String,
        filename: String,
        score: Double,
        attributes: VectorStoreFileAttributes?,
        content: [VectorStoreSearchResultContentObject]
    ) {
        self.fileID = fileID
        self.filename = filename
        self.score = score
        self.attributes = attributes
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            filename: .emptyValue,
            score: .emptyValue,
            attributes: nil,
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: "filename", in: decoder)
        self.score = try container.decodeRequired(Double.self, forKey: "score", in: decoder)
        self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
        self.content = try container.decodeRequired([VectorStoreSearchResultContentObject].self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.filename, forKey: "filename")
        try container.encode(self.score, forKey: "score")
        try container.encode(self.attributes, forKey: "attributes")
        try container.encode(self.content, forKey: "content")
    }
}
