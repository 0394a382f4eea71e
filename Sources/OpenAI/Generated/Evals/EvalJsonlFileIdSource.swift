// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// EvalJsonlFileIdSource
///
/// - Schema: `#/components/schemas/EvalJsonlFileIdSource`
public nonisolated struct EvalJsonlFileIdSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of jsonl source. Always `file_id`.
    public var type: String

    /// The identifier of the file.
    public var id: String

    public init(
        id: String
    ) {
        self.type = "file_id"
        self.id = id
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_id")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
    }
}
