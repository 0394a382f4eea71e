// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An HTTP response captured during a credential validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRefreshHttpResponse`
public nonisolated struct BetaManagedAgentsRefreshHttpResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// HTTP status code.
    public var statusCode: Int

    /// Value of the `Content-Type` response header.
    public var contentType: String

    /// Response body. May be truncated and has sensitive values scrubbed.
    public var body: String

    /// Whether `body` was truncated.
    public var bodyTruncated: Bool

    public init(
        statusCode: Int,
        contentType: String,
        body: String,
        bodyTruncated: Bool
    ) {
        self.statusCode = statusCode
        self.contentType = contentType
        self.body = body
        self.bodyTruncated = bodyTruncated
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            statusCode: .emptyValue,
            contentType: .emptyValue,
            body: .emptyValue,
            bodyTruncated: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.statusCode = try container.decodeRequired(Int.self, forKey: "status_code", in: decoder)
        self.contentType = try container.decodeRequired(String.self, forKey: "content_type", in: decoder)
        self.body = try container.decodeRequired(String.self, forKey: "body", in: decoder)
        self.bodyTruncated = try container.decodeRequired(Bool.self, forKey: "body_truncated", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.statusCode, forKey: "status_code")
        try container.encode(self.contentType, forKey: "content_type")
        try container.encode(self.body, forKey: "body")
        try container.encode(self.bodyTruncated, forKey: "body_truncated")
    }
}
