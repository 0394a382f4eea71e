// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListProjectCertificatesResponse`
public nonisolated struct ListProjectCertificatesResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [OrganizationProjectCertificate]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public var object: String

    public init(
        data: [OrganizationProjectCertificate],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([OrganizationProjectCertificate].self, forKey: "data", in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: "first_id")
        self.lastID = try container.decodeIfPresent(String.self, forKey: "last_id")
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.firstID, forKey: "first_id")
        try container.encode(self.lastID, forKey: "last_id")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.object, forKey: "object")
    }
}
