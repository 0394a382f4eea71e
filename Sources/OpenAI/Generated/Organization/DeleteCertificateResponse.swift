// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DeleteCertificateResponse`
public nonisolated struct DeleteCertificateResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, must be `certificate.deleted`.
    public var object: String

    /// The ID of the certificate that was deleted.
    public var id: String

    public init(
        id: String
    ) {
        self.object = "certificate.deleted"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "certificate.deleted")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
    }
}
