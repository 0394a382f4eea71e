// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionCreateResultBlock
///
/// - Schema: `#/components/schemas/RequestTextEditorCodeExecutionCreateResultBlock`
public nonisolated struct RequestTextEditorCodeExecutionCreateResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Is File Update
    public var isFileUpdate: Bool

    /// Type
    public var type: String

    public init(
        isFileUpdate: Bool
    ) {
        self.isFileUpdate = isFileUpdate
        self.type = "text_editor_code_execution_create_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            isFileUpdate: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.isFileUpdate = try container.decodeRequired(Bool.self, forKey: "is_file_update", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_create_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.isFileUpdate, forKey: "is_file_update")
        try container.encode(self.type, forKey: "type")
    }
}
