// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Instruction for deleting an existing file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/ApplyPatchDeleteFileOperationParam`
public nonisolated struct ApplyPatchDeleteFileOperationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The operation type. Always `delete_file`.
    public var type: String

    /// Path of the file to delete relative to the workspace root.
    public var path: String

    public init(
        path: String
    ) {
        self.type = "delete_file"
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "delete_file")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.path, forKey: "path")
    }
}
