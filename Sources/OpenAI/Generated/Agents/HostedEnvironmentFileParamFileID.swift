// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A file previously uploaded through the OpenAI Files API.
///
/// - Schema: `#/components/schemas/HostedEnvironmentFileParamFileID`
public nonisolated struct HostedEnvironmentFileParamFileID: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the uploaded file.
    public var fileID: String

    /// The absolute destination path inside `/workspace`.
    public var path: String

    /// The type of the object. Always `file_id`.
    public var type: String

    public init(
        fileID: String,
        path: String
    ) {
        self.fileID = fileID
        self.path = path
        self.type = "file_id"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.type, forKey: "type")
    }
}
