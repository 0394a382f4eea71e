// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileImageSource
///
/// - Schema: `#/components/schemas/BetaFileImageSource`
public nonisolated struct BetaFileImageSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// File Id
    public var fileID: String

    /// Type
    public var type: String

    public init(
        fileID: String
    ) {
        self.fileID = fileID
        self.type = "file"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.type, forKey: "type")
    }
}
