// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Upload permissions and limits applied to the session.
///
/// - Schema: `#/components/schemas/ChatSessionFileUpload`
public nonisolated struct ChatSessionFileUpload: Codable, Equatable, Sendable, EmptyDecodable {
    /// Indicates if uploads are enabled for the session.
    public var enabled: Bool

    public var maxFileSize: Int?

    public var maxFiles: Int?

    public init(
        enabled: Bool,
        maxFileSize: Int?,
        maxFiles: Int?
    ) {
        self.enabled = enabled
        self.maxFileSize = maxFileSize
        self.maxFiles = maxFiles
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue,
            maxFileSize: nil,
            maxFiles: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.maxFileSize = try container.decodeIfPresent(Int.self, forKey: "max_file_size")
        self.maxFiles = try container.decodeIfPresent(Int.self, forKey: "max_files")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.maxFileSize, forKey: "max_file_size")
        try container.encode(self.maxFiles, forKey: "max_files")
    }
}
