// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The output of a code interpreter tool call that is a file.
///
/// - Schema: `#/components/schemas/CodeInterpreterFileOutput`
public nonisolated struct CodeInterpreterFileOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the code interpreter file output. Always `files`.
    public var type: String

    public var files: [CodeInterpreterFileOutput.File]

    public init(
        files: [CodeInterpreterFileOutput.File]
    ) {
        self.type = "files"
        self.files = files
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            files: .emptyValue
        )
    }

    public nonisolated struct File: Codable, Equatable, Sendable, EmptyDecodable {
        /// The MIME type of the file.
        public var mimeType: String

        /// The ID of the file.
        public var fileID: String

        public init(
            mimeType: String,
            fileID: String
        ) {
            self.mimeType = mimeType
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                mimeType: .emptyValue,
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.mimeType = try container.decodeRequired(String.self, forKey: "mime_type", in: decoder)
            self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.mimeType, forKey: "mime_type")
            try container.encode(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "files")
        self.files = try container.decodeRequired([CodeInterpreterFileOutput.File].self, forKey: "files", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.files, forKey: "files")
    }
}
