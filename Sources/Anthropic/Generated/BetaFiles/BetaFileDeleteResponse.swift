// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileDeleteResponse
///
/// - Schema: `#/components/schemas/BetaFileDeleteResponse`
public nonisolated struct BetaFileDeleteResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the deleted file.
    public var id: String

    /// Deleted object type.
    ///
    /// For file deletion, this is always `"file_deleted"`.
    public var type: String?

    public init(
        id: String,
        type: String? = nil
    ) {
        self.id = id
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "file_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}
