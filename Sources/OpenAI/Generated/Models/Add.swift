// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// - Schema: `#/components/schemas/AddUploadPartRequest`
public struct AddUploadPartRequest: Codable, Hashable, Sendable {
    /// The chunk of bytes for this Part.
    public var data: String

    public init(
        data: String
    ) {
        self.data = data
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired(String.self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
    }
}
