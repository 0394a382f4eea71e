// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Instruction for updating an existing file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/ApplyPatchUpdateFileOperationParam`
public nonisolated struct ApplyPatchUpdateFileOperationParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The operation type. Always `update_file`.
    public var type: String

    /// Path of the file to update relative to the workspace root.
    public var path: String

    /// Unified diff content to apply to the existing file.
    public var diff: String

    public init(
        path: String,
        diff: String
    ) {
        self.type = "update_file"
        self.path = path
        self.diff = diff
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            diff: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "update_file")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.diff = try container.decodeRequired(String.self, forKey: "diff", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.diff, forKey: "diff")
    }
}
