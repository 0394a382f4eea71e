// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls whether users can upload files.
///
/// - Schema: `#/components/schemas/FileUploadParam`
public nonisolated struct FileUploadParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Enable uploads for this session. Defaults to false.
    public var enabled: Bool?

    /// Maximum size in megabytes for each uploaded file. Defaults to 512 MB, which is the maximum allowable size.
    public var maxFileSize: Int?

    /// Maximum number of files that can be uploaded to the session. Defaults to 10.
    public var maxFiles: Int?

    public init(
        enabled: Bool? = nil,
        maxFileSize: Int? = nil,
        maxFiles: Int? = nil
    ) {
        self.enabled = enabled
        self.maxFileSize = maxFileSize
        self.maxFiles = maxFiles
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.maxFileSize = try container.decodeIfPresent(Int.self, forKey: "max_file_size")
        self.maxFiles = try container.decodeIfPresent(Int.self, forKey: "max_files")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.maxFileSize, forKey: "max_file_size")
        try container.encodeIfPresent(self.maxFiles, forKey: "max_files")
    }
}
