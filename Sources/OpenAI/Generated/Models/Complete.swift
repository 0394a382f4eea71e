// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// - Schema: `#/components/schemas/CompleteUploadRequest`
public struct CompleteUploadRequest: Codable, Hashable, Sendable {
    /// The ordered list of Part IDs.
    public var partIds: [String]

    /// The optional md5 checksum for the file contents to verify if the bytes uploaded matches what you expect.
    public var md5: String?

    public init(
        partIds: [String],
        md5: String? = nil
    ) {
        self.partIds = partIds
        self.md5 = md5
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case partIds = "part_ids"
        case md5
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.partIds = try container.decodeRequired([String].self, forKey: .partIds, in: decoder)
        self.md5 = try container.decodeIfPresent(String.self, forKey: .md5)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.partIds, forKey: .partIds)
        try container.encodeIfPresent(self.md5, forKey: .md5)
    }
}
