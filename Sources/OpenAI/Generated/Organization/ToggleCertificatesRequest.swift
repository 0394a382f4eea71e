// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ToggleCertificatesRequest`
public nonisolated struct ToggleCertificatesRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var certificateIDs: [String]

    public init(
        certificateIDs: [String]
    ) {
        self.certificateIDs = certificateIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            certificateIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.certificateIDs = try container.decodeRequired([String].self, forKey: "certificate_ids", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.certificateIDs, forKey: "certificate_ids")
    }
}
