// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// - Schema: `#/components/schemas/ToggleCertificatesRequest`
public struct ToggleCertificatesRequest: Codable, Hashable, Sendable {
    public var certificateIds: [String]

    public init(
        certificateIds: [String]
    ) {
        self.certificateIds = certificateIds
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case certificateIds = "certificate_ids"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.certificateIds = try container.decodeRequired([String].self, forKey: .certificateIds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.certificateIds, forKey: .certificateIds)
    }
}
