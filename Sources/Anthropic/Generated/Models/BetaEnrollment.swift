// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaEnrollmentUrl`
public struct BetaEnrollmentUrl: Codable, Hashable, Sendable {
    /// Enrollment URL to send to the end user. Valid until `expires_at`.
    public var url: String

    /// When this enrollment URL expires, in RFC 3339 format.
    public var expiresAt: JSONValue

    /// Object type. Always `enrollment_url`.
    public var type: String

    public init(
        url: String,
        expiresAt: JSONValue
    ) {
        self.url = url
        self.expiresAt = expiresAt
        self.type = "enrollment_url"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case url
        case expiresAt = "expires_at"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.expiresAt = try container.decodeRequired(JSONValue.self, forKey: .expiresAt, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "enrollment_url"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.type, forKey: .type)
    }
}
