// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// - Schema: `#/components/schemas/CreateContentProvenanceBody`
public struct CreateContentProvenanceBody: Codable, Hashable, Sendable {
    /// The image or audio file to check for supported OpenAI provenance signals.
    public var file: String

    public init(
        file: String
    ) {
        self.file = file
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case file
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.file = try container.decodeRequired(String.self, forKey: .file, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.file, forKey: .file)
    }
}
